/*===- tt-c/tt-toolkit.h - the whole C API -------------------------*- C -*-===*\
|*                                                                            *|
|* Includes every header of tt-toolkit's C API (libtt-toolkit.so).            *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TT_C_TT_TOOLKIT_H
#define TT_C_TT_TOOLKIT_H

#include "tt-c/Compile.h"
#include "tt-c/Context.h"
#include "tt-c/Module.h"
#include "tt-c/Support.h"

#endif /* TT_C_TT_TOOLKIT_H */
