// Times a time-loop library's device entry (issue 24) on device arrays for STEPS steps,
// median of 5 calls between CUDA events, after a warm-up call. Prints
// "ms_per_step gstencils_per_step" (points x steps / seconds).
// The entry, by the macros it is compiled with:
//   default              heat3d_device(nx, ny, nz, nt, alpha, u, v), fp64 (also heat3d_box27:
//                        -DST_ENTRY=heat3d_box27_device)
//   -DST_2D_FP32         ST_ENTRY(nx, ny, nt, u, v), fp32 (jacobi2d_sp:
//                        -DST_2D_FP32 -DST_ENTRY=jacobi2d_sp_device)
// With ST_LAB_SUM set, it also prints to standard error the sum of u and of v after every
// call (a check that two schedules of the same steps agree).
// Usage: temporal_steps N STEPS   (an N^3 grid, or N^2 with ST_2D_FP32)
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#ifndef ST_ENTRY
#define ST_ENTRY heat3d_device
#endif

#ifdef ST_2D_FP32
using real = float;
extern "C" int ST_ENTRY(int32_t nx, int32_t ny, int32_t nt, float *u, float *v);
static int call(int n, int steps, real *u, real *v) { return ST_ENTRY(n, n, steps, u, v); }
static size_t points_of(size_t n) { return n * n; }
#else
using real = double;
extern "C" int ST_ENTRY(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);
static int call(int n, int steps, real *u, real *v) { return ST_ENTRY(n, n, n, steps, 0.1, u, v); }
static size_t points_of(size_t n) { return n * n * n; }
#endif

int main(int argc, char **argv) {
  if (argc != 3) return 2;
  const int n = std::atoi(argv[1]), steps = std::atoi(argv[2]);
  const size_t points = points_of(static_cast<size_t>(n));
  std::vector<real> host(points);
  for (size_t i = 0; i < points; ++i) host[i] = static_cast<real>(i % 101) / 101;
  real *u = nullptr, *v = nullptr;
  if (cudaMalloc(&u, points * sizeof(real)) != cudaSuccess || cudaMalloc(&v, points * sizeof(real)) != cudaSuccess)
    return 1;
  cudaMemcpy(u, host.data(), points * sizeof(real), cudaMemcpyHostToDevice);
  cudaMemcpy(v, host.data(), points * sizeof(real), cudaMemcpyHostToDevice);
  if (call(n, steps, u, v) != 0) return 1;
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  std::vector<float> ms;
  for (int r = 0; r < 5; ++r) {
    cudaEventRecord(start);
    if (call(n, steps, u, v) != 0) return 1;
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float t = 0;
    cudaEventElapsedTime(&t, start, stop);
    ms.push_back(t);
  }
  if (cudaGetLastError() != cudaSuccess) return 1;
  if (std::getenv("ST_LAB_SUM")) {
    double su = 0, sv = 0;
    cudaMemcpy(host.data(), u, points * sizeof(real), cudaMemcpyDeviceToHost);
    for (real x : host) su += x;
    cudaMemcpy(host.data(), v, points * sizeof(real), cudaMemcpyDeviceToHost);
    for (real x : host) sv += x;
    std::fprintf(stderr, "sum u %.17g v %.17g\n", su, sv);
  }
  std::sort(ms.begin(), ms.end());
  const double per_step = ms[ms.size() / 2] / steps;
  std::printf("%.5f %.2f\n", per_step, static_cast<double>(points) / (per_step * 1e-3) / 1e9);
  return 0;
}
