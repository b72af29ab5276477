// What the roofline's CUDA programs (stream_cuda.cu, flops_cuda.cu) share: the check of
// every runtime call, the event timing of repeated launches and the printed times. Each
// program defines ST_PROGRAM (its name, for messages), then includes this file; the
// tuner writes it beside them (src/roofline/microbenchmark.h).
#ifndef ST_ROOFLINE_BENCH_CUDA_H
#define ST_ROOFLINE_BENCH_CUDA_H

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                                               \
  do {                                                                                                                 \
    cudaError_t st_status = (call);                                                                                    \
    if (st_status != cudaSuccess) {                                                                                    \
      std::fprintf(stderr, ST_PROGRAM ": %s failed at line %d: %s\n", #call, __LINE__, cudaGetErrorString(st_status)); \
      std::exit(1);                                                                                                    \
    }                                                                                                                  \
  } while (0)

// Times launches with a pair of CUDA events, made once.
class EventTimer {
 public:
  EventTimer() {
    CUDA_CHECK(cudaEventCreate(&start_));
    CUDA_CHECK(cudaEventCreate(&stop_));
  }
  EventTimer(const EventTimer&) = delete;
  EventTimer& operator=(const EventTimer&) = delete;

  // The seconds each of `repetitions` calls of `launch` took on the device.
  template <typename Launch>
  std::vector<double> time(int repetitions, Launch launch) {
    std::vector<double> seconds;
    for (int rep = 0; rep < repetitions; ++rep) {
      CUDA_CHECK(cudaEventRecord(start_));
      launch();
      CUDA_CHECK(cudaEventRecord(stop_));
      CUDA_CHECK(cudaEventSynchronize(stop_));
      float ms = 0;
      CUDA_CHECK(cudaEventElapsedTime(&ms, start_, stop_));
      seconds.push_back(1e-3 * static_cast<double>(ms));
    }
    return seconds;
  }

 private:
  cudaEvent_t start_, stop_;
};

// The times of the repetitions, as the elements of a JSON array.
inline void print_seconds(const std::vector<double>& seconds) {
  for (size_t r = 0; r < seconds.size(); ++r) std::printf("%s%.9e", r ? ", " : "", seconds[r]);
}

#endif
