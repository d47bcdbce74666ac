/* A stand-in for the CUDA driver, for testing generated launchers on a
 * machine without a GPU: the entry points they call print what they were
 * given. The test's cubins are "\x7fELF" and a name; cuLaunchKernel reads
 * each parameter with the size the kernel in that image declares in its
 * PTX, registered with mock_kernel_params. */
#ifndef MOCK_CUDA_H
#define MOCK_CUDA_H

#include <cuda.h>

/* The kernel `function` in the image named `image` and the sizes of its
 * parameters, as in "8 8 8 4 8 8". */
void mock_kernel_params(const char *image, const char *function,
                        const char *sizes);
/* The result the next cuModuleLoadData returns. */
void mock_fail_next_load(CUresult r);
/* Module loads not yet unloaded. */
int mock_loaded_modules(void);

#endif
