#!/usr/bin/env bash
# Set 23's one mismatch, its inputs and both outputs kept.
set -uo pipefail
cd .gpu-n23 && echo ma_kv_cache_fp8_k_e4m3_v_e5m2_sat_clamp_div_rn_tuple_quant_helper_slot_blocks_roundtrip_err_h4_d64_t50_w2_sm90 > /tmp/mm.txt
timeout -s KILL 90 python3 lowering_check.py . --names /tmp/mm.txt --per-kernel-seed --seed 2323 --timeout 20 --save-mismatches /tmp/mm > $OUT/n23m.log 2>&1
tar -C /tmp -cJf $OUT/mm23.tar.xz mm; grep -E "MISMATCH|OK " $OUT/n23m.log | cut -c1-300
