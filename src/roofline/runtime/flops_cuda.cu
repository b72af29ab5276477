// Peak floating-point throughput of a CUDA device for stenciltune's roofline
// (src/roofline/stream_cuda.cpp compiles this file at run time with nvcc -arch=sm_XX).
// Every thread of a full-occupancy grid runs independent chains of fused multiply-adds,
// acc = fma(acc, a, b), each chain starting from its own value; with a = b = 1 passed as
// kernel arguments (the compiler cannot fold them), every chain ends at its start plus
// the iteration count, which is checked exactly. Timed with CUDA events after one
// untimed warm-up launch; prints one JSON object with the raw times.
//
// usage: flops_cuda fp64|fp32 ITERATIONS REPETITIONS
//   ITERATIONS  FMA steps per chain and repetition (at most 2^23 for fp32, to stay exact)
#define ST_PROGRAM "flops_cuda"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "bench_cuda.h"

namespace {

// Independent chains per thread, to cover the FMA latency, and the iteration loop unrolled,
// so that the loop's own instructions take few issue slots: fp32 FMAs issue at the
// scheduler's full rate, and on an H200 8 chains not unrolled reach only 84% of them.
constexpr int kChains = 16;
constexpr int kThreads = 256;

template <typename T>
__global__ void fma_chains(long iterations, T a, T b, unsigned long long* mismatches) {
  T acc[kChains];
#pragma unroll
  for (int c = 0; c < kChains; ++c) acc[c] = static_cast<T>(c);
#pragma unroll 8
  for (long it = 0; it < iterations; ++it) {
#pragma unroll
    for (int c = 0; c < kChains; ++c) acc[c] = fma(acc[c], a, b);
  }
  unsigned long long bad = 0;
#pragma unroll
  for (int c = 0; c < kChains; ++c) bad += acc[c] != static_cast<T>(c) + static_cast<T>(iterations);
  if (bad) atomicAdd(mismatches, bad);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: flops_cuda fp64|fp32 ITERATIONS REPETITIONS\n");
    return 2;
  }
  const bool fp32 = std::strcmp(argv[1], "fp32") == 0;
  if (!fp32 && std::strcmp(argv[1], "fp64") != 0) {
    std::fprintf(stderr, "flops_cuda: the precision must be fp64 or fp32\n");
    return 2;
  }
  char* end = nullptr;
  long iterations = std::strtol(argv[2], &end, 10);
  if (*end || iterations < 1 || (fp32 && iterations > (1L << 23))) {
    std::fprintf(stderr, "flops_cuda: ITERATIONS must be a positive whole number (at most 2^23 for fp32)\n");
    return 2;
  }
  int repetitions = static_cast<int>(std::strtol(argv[3], &end, 10));
  if (*end || repetitions < 1) {
    std::fprintf(stderr, "flops_cuda: REPETITIONS must be at least 1\n");
    return 2;
  }
  int device = 0;
  CUDA_CHECK(cudaGetDevice(&device));
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
  const int blocks = prop.multiProcessorCount * (prop.maxThreadsPerMultiProcessor / kThreads);
  unsigned long long* mismatches = nullptr;
  CUDA_CHECK(cudaMalloc(&mismatches, sizeof(unsigned long long)));
  CUDA_CHECK(cudaMemset(mismatches, 0, sizeof(unsigned long long)));
  EventTimer timer;
  auto launch = [&] {
    if (fp32)
      fma_chains<float><<<blocks, kThreads>>>(iterations, 1.0f, 1.0f, mismatches);
    else
      fma_chains<double><<<blocks, kThreads>>>(iterations, 1.0, 1.0, mismatches);
    CUDA_CHECK(cudaGetLastError());
  };
  launch();  // warm-up, not timed
  const std::vector<double> seconds = timer.time(repetitions, launch);
  unsigned long long bad = 0;
  CUDA_CHECK(cudaMemcpy(&bad, mismatches, sizeof bad, cudaMemcpyDeviceToHost));
  // Two flops (a multiply and an add) per fused multiply-add.
  const double flops = 2.0 * kChains * static_cast<double>(iterations) * blocks * kThreads;
  std::printf(
      "{\"program\": \"flops_cuda\", \"device\": \"%s\", \"precision\": \"%s\", \"blocks\": %d, "
      "\"threads_per_block\": %d, \"chains\": %d, \"iterations\": %ld, \"flops\": %.17g, \"mismatches\": %llu, "
      "\"seconds\": [",
      prop.name, fp32 ? "fp32" : "fp64", blocks, kThreads, kChains, iterations, flops, bad);
  print_seconds(seconds);
  std::printf("]}\n");
  CUDA_CHECK(cudaFree(mismatches));
  return 0;
}
