// STREAM-style bandwidth kernels on a CUDA device for stenciltune's roofline
// (src/roofline/stream_cuda.cpp compiles this file at run time with nvcc -arch=sm_XX for
// the device's own compute capability). One thread per 16-byte element, timed
// with CUDA events after one untimed warm-up launch; every output is checked on the
// device after the last repetition. Prints one JSON object with the raw times.
//
// usage: stream_cuda ARRAY_BYTES REPETITIONS KERNEL...
//   ARRAY_BYTES  bytes per array (rounded down to whole 4 KiB)
//   KERNEL       read | write | copy | triad | mix:RxW (R read streams, W write streams, for each
//                mix listed in stream_mixes.h)
//
// Every value is a small multiple of 1/8, so the checks compare exactly.
#define ST_PROGRAM "stream_cuda"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench_cuda.h"

namespace {

constexpr int kThreads = 256;
constexpr double kWriteValue = 2.5;
// A mix kernel takes its streams' pointers as parameters, which hold at most 4 KiB
// (src/roofline/cuda_ceilings.cpp refuses larger mixes with a message).
constexpr int kMaxMixStreams = 500;

// Every array's pointer, in device memory, for the untimed fills and checks.
using Arrays = double* const*;

// The pointers of one mix's streams, passed by value so that they live in the kernel's
// parameter space.
template <int N>
struct Streams {
  double* p[N];
};

// Launches one mix kernel; `host` holds the arrays' device pointers, the mix's reads first.
using MixLauncher = void (*)(double* const* host, size_t n2, int blocks);

enum class Kind { Read, Write, Copy, Triad, Mix };

struct Kernel {
  std::string name;
  Kind kind = Kind::Mix;
  int reads = 0, writes = 0;
  MixLauncher mix = nullptr;  // Kind::Mix: this build's kernel for (reads, writes)
};

__host__ __device__ inline double input_value(int a, size_t i) {
  return static_cast<double>(a + 1) + 0.125 * static_cast<double>(i & 7);
}

__device__ inline size_t first_index() { return static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x; }
__device__ inline size_t grid_stride() { return static_cast<size_t>(gridDim.x) * blockDim.x; }

__global__ void fill_inputs(Arrays a, int arrays, size_t n) {
  for (size_t i = first_index(); i < n; i += grid_stride())
    for (int j = 0; j < arrays; ++j) a[j][i] = input_value(j, i);
}

// n2: elements of 16 bytes (two doubles) per array. Four loads in flight per thread, and
// a grid of a few waves of resident blocks, so that the block sums stay few.
__global__ void read_kernel(const double2* __restrict__ in, size_t n2, double* __restrict__ block_sums) {
  double s = 0;
  const size_t stride = grid_stride();
  size_t i = first_index();
  for (; i + 3 * stride < n2; i += 4 * stride) {
    double2 v0 = in[i], v1 = in[i + stride], v2 = in[i + 2 * stride], v3 = in[i + 3 * stride];
    s += (v0.x + v0.y) + (v1.x + v1.y) + (v2.x + v2.y) + (v3.x + v3.y);
  }
  for (; i < n2; i += stride) {
    double2 v = in[i];
    s += v.x + v.y;
  }
  for (int offset = 16; offset > 0; offset /= 2) s += __shfl_down_sync(0xffffffffu, s, offset);
  __shared__ double warp_sums[kThreads / 32];
  if (threadIdx.x % 32 == 0) warp_sums[threadIdx.x / 32] = s;
  __syncthreads();
  if (threadIdx.x == 0) {
    double total = 0;
    for (int w = 0; w < kThreads / 32; ++w) total += warp_sums[w];
    block_sums[blockIdx.x] = total;
  }
}

__global__ void write_kernel(double2* __restrict__ out, size_t n2) {
  for (size_t i = first_index(); i < n2; i += grid_stride()) out[i] = make_double2(kWriteValue, kWriteValue);
}

__global__ void copy_kernel(const double2* __restrict__ in, double2* __restrict__ out, size_t n2) {
  for (size_t i = first_index(); i < n2; i += grid_stride()) out[i] = in[i];
}

__global__ void triad_kernel(const double2* __restrict__ b, const double2* __restrict__ c, double2* __restrict__ out,
                             size_t n2) {
  for (size_t i = first_index(); i < n2; i += grid_stride()) {
    double2 x = b[i], y = c[i];
    out[i] = make_double2(x.x + 3.0 * y.x, x.y + 3.0 * y.y);
  }
}

// out_w = (w + 1) * (in_0 + ... + in_{R-1}); zeros when R is 0.
template <int R, int W>
__global__ void mix_kernel(Streams<R + W> a, size_t n2) {
  static_assert(W >= 1 && R >= 0 && R + W <= kMaxMixStreams,
                "a mix writes at least one stream, and its pointers fit in the kernel's parameters");
  for (size_t i = first_index(); i < n2; i += grid_stride()) {
    double2 s = make_double2(0, 0);
    if (R > 0) s = reinterpret_cast<const double2*>(a.p[0])[i];
#pragma unroll
    for (int r = 1; r < R; ++r) {
      double2 v = reinterpret_cast<const double2*>(a.p[r])[i];
      s.x += v.x;
      s.y += v.y;
    }
#pragma unroll
    for (int w = 0; w < W; ++w) reinterpret_cast<double2*>(a.p[R + w])[i] = make_double2(s.x * (w + 1), s.y * (w + 1));
  }
}

// Counts the elements that differ from what the kernel claims to have written.
__global__ void check_kernel(Kind kind, int reads, int writes, Arrays a, size_t n, unsigned long long* mismatches) {
  unsigned long long bad = 0;
  for (size_t i = first_index(); i < n; i += grid_stride()) {
    switch (kind) {
      case Kind::Read: break;
      case Kind::Write: bad += a[0][i] != kWriteValue; break;
      case Kind::Copy: bad += a[1][i] != input_value(0, i); break;
      case Kind::Triad: bad += a[2][i] != input_value(0, i) + 3.0 * input_value(1, i); break;
      case Kind::Mix: {
        double s = 0;
        for (int r = 0; r < reads; ++r) s += input_value(r, i);
        for (int w = 0; w < writes; ++w) bad += a[reads + w][i] != s * (w + 1);
        break;
      }
    }
  }
  if (bad) atomicAdd(mismatches, bad);
}

// The mixes of this build, one kernel each, listed in stream_mixes.h beside this file
// (the tuner writes the standard mixes and its stencils' own there):
//   #define ST_MIXES ST_MIX(1, 1) ST_MIX(13, 1)
#include "stream_mixes.h"

template <int R, int W>
void launch_mix(double* const* host, size_t n2, int blocks) {
  Streams<R + W> a;
  for (int j = 0; j < R + W; ++j) a.p[j] = host[j];
  mix_kernel<R, W><<<blocks, kThreads>>>(a, n2);
}
struct MixEntry {
  int reads, writes;
  MixLauncher launch;
};
#define ST_MIX(R, W) {R, W, launch_mix<R, W>},
const MixEntry mix_table[] = {ST_MIXES{0, 0, nullptr}};
#undef ST_MIX

MixLauncher find_mix(int reads, int writes) {
  for (const MixEntry* m = mix_table; m->launch; ++m) {
    if (m->reads == reads && m->writes == writes) return m->launch;
  }
  return nullptr;
}

bool parse_kernel(const char* text, Kernel& k) {
  k.name = text;
  if (std::strcmp(text, "read") == 0) {
    k.kind = Kind::Read;
    k.reads = 1;
    return true;
  }
  if (std::strcmp(text, "write") == 0) {
    k.kind = Kind::Write;
    k.writes = 1;
    return true;
  }
  if (std::strcmp(text, "copy") == 0) {
    k.kind = Kind::Copy;
    k.reads = 1;
    k.writes = 1;
    return true;
  }
  if (std::strcmp(text, "triad") == 0) {
    k.kind = Kind::Triad;
    k.reads = 2;
    k.writes = 1;
    return true;
  }
  char tail = 0;
  if (std::sscanf(text, "mix:%dx%d%c", &k.reads, &k.writes, &tail) != 2) return false;
  k.kind = Kind::Mix;
  k.mix = k.reads >= 0 && k.writes >= 1 && k.reads + k.writes <= kMaxMixStreams ? find_mix(k.reads, k.writes) : nullptr;
  return k.mix != nullptr;
}

int arrays_needed(const Kernel& k) {
  switch (k.kind) {
    case Kind::Read:
    case Kind::Write: return 1;
    case Kind::Copy: return 2;
    case Kind::Triad: return 3;
    case Kind::Mix: return k.reads + k.writes;
  }
  return 0;
}

// `a`: the arrays' device pointers, on the host.
void launch(const Kernel& k, const std::vector<double*>& a, size_t n2, int blocks, int read_blocks,
            double* block_sums) {
  auto v = [&](int j) { return reinterpret_cast<double2*>(a[static_cast<size_t>(j)]); };
  switch (k.kind) {
    case Kind::Read: read_kernel<<<read_blocks, kThreads>>>(v(0), n2, block_sums); break;
    case Kind::Write: write_kernel<<<blocks, kThreads>>>(v(0), n2); break;
    case Kind::Copy: copy_kernel<<<blocks, kThreads>>>(v(0), v(1), n2); break;
    case Kind::Triad: triad_kernel<<<blocks, kThreads>>>(v(0), v(1), v(2), n2); break;
    case Kind::Mix: k.mix(a.data(), n2, blocks); break;
  }
  CUDA_CHECK(cudaGetLastError());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: stream_cuda ARRAY_BYTES REPETITIONS KERNEL...\n");
    return 2;
  }
  char* end = nullptr;
  unsigned long long array_bytes = std::strtoull(argv[1], &end, 10);
  if (*end || array_bytes < 4096) {
    std::fprintf(stderr, "stream_cuda: ARRAY_BYTES must be a whole number of at least 4096\n");
    return 2;
  }
  int repetitions = static_cast<int>(std::strtol(argv[2], &end, 10));
  if (*end || repetitions < 1) {
    std::fprintf(stderr, "stream_cuda: REPETITIONS must be at least 1\n");
    return 2;
  }
  std::vector<Kernel> kernels(static_cast<size_t>(argc - 3));
  int narrays = 0;
  for (size_t k = 0; k < kernels.size(); ++k) {
    if (!parse_kernel(argv[3 + k], kernels[k])) {
      std::fprintf(stderr, "stream_cuda: unknown kernel '%s' (a mix must be among those of stream_mixes.h)\n",
                   argv[3 + k]);
      return 2;
    }
    narrays = std::max(narrays, arrays_needed(kernels[k]));
  }

  int device = 0;
  CUDA_CHECK(cudaGetDevice(&device));
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
  const size_t bytes = array_bytes / 4096 * 4096;
  const size_t n = bytes / sizeof(double), n2 = n / 2;
  size_t free_bytes = 0, total_bytes = 0;
  CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
  if (bytes * static_cast<size_t>(narrays) > free_bytes / 10 * 9) {
    std::fprintf(stderr, "stream_cuda: %d arrays of %zu bytes do not fit in the %zu bytes free on the device\n",
                 narrays, bytes, free_bytes);
    return 1;
  }
  std::vector<double*> a(static_cast<size_t>(narrays));
  for (double*& p : a) CUDA_CHECK(cudaMalloc(&p, bytes));
  double** device_arrays = nullptr;
  CUDA_CHECK(cudaMalloc(&device_arrays, a.size() * sizeof(double*)));
  CUDA_CHECK(cudaMemcpy(device_arrays, a.data(), a.size() * sizeof(double*), cudaMemcpyHostToDevice));
  // One 16-byte element per thread over the whole array: on an H200 this moves 5 to 9%
  // more than a grid of resident blocks looping over it. The loops still stride, for an
  // array larger than the largest grid.
  const int blocks =
      static_cast<int>(std::min<size_t>((n2 + kThreads - 1) / kThreads, static_cast<size_t>(prop.maxGridSize[0])));
  // Sixteen waves of resident blocks for the read-only sum: 4.4 TB/s on an H200, where one
  // element per thread spends its time in 120 000 block reductions.
  const int read_blocks =
      std::min(blocks, 16 * prop.multiProcessorCount * (prop.maxThreadsPerMultiProcessor / kThreads));
  double* block_sums = nullptr;
  unsigned long long* mismatches = nullptr;
  CUDA_CHECK(cudaMalloc(&block_sums, static_cast<size_t>(blocks) * sizeof(double)));
  CUDA_CHECK(cudaMalloc(&mismatches, sizeof(unsigned long long)));
  EventTimer timer;

  std::printf(
      "{\"program\": \"stream_cuda\", \"device\": \"%s\", \"elements\": %zu, \"array_bytes\": %zu, "
      "\"l2_cache_bytes\": %d, \"blocks\": %d, \"threads_per_block\": %d, \"repetitions\": %d, \"kernels\": [",
      prop.name, n, bytes, prop.l2CacheSize, blocks, kThreads, repetitions);
  for (size_t k = 0; k < kernels.size(); ++k) {
    const Kernel& kern = kernels[k];
    fill_inputs<<<blocks, kThreads>>>(device_arrays, narrays, n);
    CUDA_CHECK(cudaGetLastError());
    launch(kern, a, n2, blocks, read_blocks, block_sums);  // warm-up, not timed
    const std::vector<double> seconds =
        timer.time(repetitions, [&] { launch(kern, a, n2, blocks, read_blocks, block_sums); });
    unsigned long long bad = 0;
    if (kern.kind == Kind::Read) {
      std::vector<double> sums(static_cast<size_t>(read_blocks));
      CUDA_CHECK(cudaMemcpy(sums.data(), block_sums, sums.size() * sizeof(double), cudaMemcpyDeviceToHost));
      double total = 0;
      for (double s : sums) total += s;
      // Each aligned group of 8 elements sums to 8 + 0.125 * (0 + 1 + ... + 7) = 11.5.
      bad = total != 11.5 * static_cast<double>(n / 8);
    } else {
      CUDA_CHECK(cudaMemset(mismatches, 0, sizeof(unsigned long long)));
      check_kernel<<<blocks, kThreads>>>(kern.kind, kern.reads, kern.writes, device_arrays, n, mismatches);
      CUDA_CHECK(cudaGetLastError());
      CUDA_CHECK(cudaMemcpy(&bad, mismatches, sizeof bad, cudaMemcpyDeviceToHost));
    }
    std::printf(
        "%s\n  {\"name\": \"%s\", \"reads\": %d, \"writes\": %d, \"streaming\": false, \"available\": true, "
        "\"bytes\": %zu, \"allocate_bytes\": 0, \"mismatches\": %llu, \"seconds\": [",
        k ? "," : "", kern.name.c_str(), kern.reads, kern.writes, static_cast<size_t>(kern.reads + kern.writes) * bytes,
        bad);
    print_seconds(seconds);
    std::printf("]}");
    std::fflush(stdout);
  }
  std::printf("\n]}\n");
  for (double* p : a) CUDA_CHECK(cudaFree(p));
  CUDA_CHECK(cudaFree(device_arrays));
  CUDA_CHECK(cudaFree(block_sums));
  CUDA_CHECK(cudaFree(mismatches));
  return 0;
}
