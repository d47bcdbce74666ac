/* A program over the launchers and dispatchers of launch.test, linked
 * against the toolkit's libcuda stub as a user's would be (it is built,
 * not run: there is no GPU). */
#include "others.h"
#include "vadd_all.h"

int main(void) {
  TtTensorDescriptor d = {0, {64, 32}, {32, 1}};
  CUresult r = load_vadd();
  if (r == CUDA_SUCCESS)
    r = vadd(NULL, 1, 1, 1, 0, 0, 0, 16, 0);
  if (r == CUDA_SUCCESS)
    r = mm_default(NULL, 1, 1, 1, 0, 16, 1);
  if (r == CUDA_SUCCESS)
    r = features_default(NULL, 1, 1, 1, 0, 1.0f, 1.0f, 0, 0, 0, d, 0.0);
  unload_vadd();
  unload_mm();
  unload_features();
  return r == CUDA_SUCCESS ? 0 : 1;
}
