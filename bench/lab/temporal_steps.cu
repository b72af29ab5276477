// Times a time-loop library's device entry (issue 24): heat3d_device(nx, ny, nz, nt, alpha,
// u, v) on device arrays for STEPS steps, median of 5 calls between CUDA events, after a
// warm-up call. Prints "ms_per_step gstencils_per_step" (points x steps / seconds).
// Usage: temporal_steps N STEPS   (an N^3 grid)
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

extern "C" int heat3d_device(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);

int main(int argc, char **argv) {
  if (argc != 3) return 2;
  const int n = std::atoi(argv[1]), steps = std::atoi(argv[2]);
  const size_t points = static_cast<size_t>(n) * n * n;
  std::vector<double> host(points);
  for (size_t i = 0; i < points; ++i) host[i] = static_cast<double>(i % 101) / 101.0;
  double *u = nullptr, *v = nullptr;
  if (cudaMalloc(&u, points * sizeof(double)) != cudaSuccess || cudaMalloc(&v, points * sizeof(double)) != cudaSuccess)
    return 1;
  cudaMemcpy(u, host.data(), points * sizeof(double), cudaMemcpyHostToDevice);
  cudaMemcpy(v, host.data(), points * sizeof(double), cudaMemcpyHostToDevice);
  if (heat3d_device(n, n, n, steps, 0.1, u, v) != 0) return 1;
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  std::vector<float> ms;
  for (int r = 0; r < 5; ++r) {
    cudaEventRecord(start);
    if (heat3d_device(n, n, n, steps, 0.1, u, v) != 0) return 1;
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float t = 0;
    cudaEventElapsedTime(&t, start, stop);
    ms.push_back(t);
  }
  if (cudaGetLastError() != cudaSuccess) return 1;
  std::sort(ms.begin(), ms.end());
  const double per_step = ms[ms.size() / 2] / steps;
  std::printf("%.5f %.2f\n", per_step, static_cast<double>(points) / (per_step * 1e-3) / 1e9);
  return 0;
}
