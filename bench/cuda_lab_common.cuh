// The harness both kernel laboratories share (bench/cuda_lab.cu, bench/cuda_lab_rx.cu): the
// user's layout (Fortran column-major arrays with a halo of R on every side), the stencil
// shapes, the paper's one-point-per-thread kernel, CUDA-event timing (median of 15 launches
// after 3), problems filled on the GPU, and the comparison of every kernel with the base one.
#pragma once

#include <cuda_pipeline.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CHECK(x)                                                                     \
  do {                                                                               \
    cudaError_t e_ = (x);                                                            \
    if (e_ != cudaSuccess) {                                                         \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      std::exit(1);                                                                  \
    }                                                                                \
  } while (0)

struct Dims {
  int n;         // interior points per dimension
  long s1, s2;   // strides of the halo'd array
};

// Star of radius R: c[0]*centre + sum_d c[d]*(the 6 neighbours at distance d).
// Box of radius 1 (BOX=true, R=1): c[0] centre, c[1] faces, c[2] edges, c[3] corners.
template <typename T, int R, bool BOX>
struct Shape;

template <typename T, int R>
struct Shape<T, R, false> {
  template <typename F>
  __device__ static T apply(const T* c, F at) {
    T s = c[0] * at(0, 0, 0);
#pragma unroll
    for (int d = 1; d <= R; ++d)
      s += c[d] * (at(-d, 0, 0) + at(d, 0, 0) + at(0, -d, 0) + at(0, d, 0) + at(0, 0, -d) + at(0, 0, d));
    return s;
  }
};

template <typename T>
struct Shape<T, 1, true> {
  template <typename F>
  __device__ static T apply(const T* c, F at) {
    T s = 0;
#pragma unroll
    for (int dz = -1; dz <= 1; ++dz)
#pragma unroll
      for (int dy = -1; dy <= 1; ++dy)
#pragma unroll
        for (int dx = -1; dx <= 1; ++dx) s += c[abs(dx) + abs(dy) + abs(dz)] * at(dx, dy, dz);
    return s;
  }
};

template <typename T>
struct Coef {
  T c[5];
};

template <typename T, int R, bool BOX>
__global__ void __launch_bounds__(256) base_kernel(Dims d, Coef<T> cf, const T* __restrict__ u, T* __restrict__ out) {
  const int i = R + blockIdx.x * 32 + threadIdx.x, j = R + blockIdx.y * 8 + threadIdx.y, k = R + blockIdx.z;
  if (i >= d.n + R || j >= d.n + R) return;
  const long c = i + j * d.s1 + k * d.s2;
  out[c] = Shape<T, R, BOX>::apply(cf.c, [&](int dx, int dy, int dz) { return __ldg(&u[c + dx + dy * d.s1 + dz * d.s2]); });
}

__global__ void copy_kernel(long n, const double* __restrict__ a, double* __restrict__ b) {
  for (long e = blockIdx.x * (long)blockDim.x + threadIdx.x; e < n; e += (long)gridDim.x * blockDim.x) b[e] = a[e];
}

static float median(std::vector<float> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

template <typename Launch>
static float time_ms(Launch launch) {
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  for (int w = 0; w < 3; ++w) launch();
  CHECK(cudaGetLastError());
  std::vector<float> ts;
  for (int r = 0; r < 15; ++r) {
    CHECK(cudaEventRecord(a));
    launch();
    CHECK(cudaEventRecord(b));
    CHECK(cudaEventSynchronize(b));
    float ms;
    CHECK(cudaEventElapsedTime(&ms, a, b));
    ts.push_back(ms);
  }
  CHECK(cudaGetLastError());
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  return median(ts);
}

template <typename T>
struct Problem {
  Dims d;
  int R;
  size_t count;
  T *u, *ref, *out;
  Coef<T> cf;
  const char* name;
};

__global__ void fill_kernel(double* p, size_t n) {
  for (size_t e = blockIdx.x * (size_t)blockDim.x + threadIdx.x; e < n; e += (size_t)gridDim.x * blockDim.x)
    p[e] = (double)((e * 2654435761u) % 1000003u) / 1000003.0 - 0.5;
}
__global__ void fill_kernel(float* p, size_t n) {
  for (size_t e = blockIdx.x * (size_t)blockDim.x + threadIdx.x; e < n; e += (size_t)gridDim.x * blockDim.x)
    p[e] = (float)((e * 2654435761u) % 1000003u) / 1000003.0f - 0.5f;
}

template <typename T>
static Problem<T> make(const char* name, int n, int R) {
  Problem<T> p;
  p.name = name;
  p.R = R;
  const long m = n + 2 * R;
  p.d = Dims{n, m, m * m};
  p.count = (size_t)m * m * m;
  CHECK(cudaMalloc(&p.u, p.count * sizeof(T)));
  CHECK(cudaMalloc(&p.ref, p.count * sizeof(T)));
  CHECK(cudaMalloc(&p.out, p.count * sizeof(T)));
  fill_kernel<<<1024, 256>>>(p.u, p.count);
  CHECK(cudaMemset(p.ref, 0, p.count * sizeof(T)));
  const T cs[5] = {T(-2.5), T(0.4), T(-0.05), T(0.01), T(-0.002)};
  for (int e = 0; e < 5; ++e) p.cf.c[e] = cs[e];
  CHECK(cudaDeviceSynchronize());
  return p;
}

template <typename T>
static void release(Problem<T>& p) {
  cudaFree(p.u);
  cudaFree(p.ref);
  cudaFree(p.out);
}

template <typename T>
__global__ void diff_kernel(const T* a, const T* b, size_t n, unsigned long long* worst) {
  double w = 0;
  for (size_t e = blockIdx.x * (size_t)blockDim.x + threadIdx.x; e < n; e += (size_t)gridDim.x * blockDim.x)
    w = fmax(w, fabs((double)a[e] - (double)b[e]));
  atomicMax(worst, (unsigned long long)__double_as_longlong(w));  // non-negative doubles order as integers
}

template <typename T>
static double max_error(const Problem<T>& p) {
  unsigned long long* w;
  CHECK(cudaMalloc(&w, sizeof *w));
  CHECK(cudaMemset(w, 0, sizeof *w));
  diff_kernel<<<1024, 256>>>(p.ref, p.out, p.count, w);
  unsigned long long h;
  CHECK(cudaMemcpy(&h, w, sizeof h, cudaMemcpyDeviceToHost));
  cudaFree(w);
  double worst;
  std::memcpy(&worst, &h, sizeof worst);
  return worst;
}

template <typename T>
static void report(Problem<T>& p, const char* family, const char* params, float ms) {
  const double err = max_error(p);
  const double pts = (double)p.d.n * p.d.n * p.d.n;
  std::printf("%-10s %-8s %-44s %8.3f ms %8.1f GStencil/s  err %.2e%s\n", p.name, family, params, ms, pts / (ms * 1e6), err,
              err > (sizeof(T) == 8 ? 1e-12 : 1e-4) ? "  WRONG" : "");
  std::fflush(stdout);
  CHECK(cudaMemset(p.out, 0, p.count * sizeof(T)));
}

template <typename T, int R, bool BOX>
static void run_base(Problem<T>& p) {
  dim3 grid(p.d.n / 32, p.d.n / 8, p.d.n);
  float ms = time_ms([&] { base_kernel<T, R, BOX><<<grid, dim3(32, 8)>>>(p.d, p.cf, p.u, p.ref); });
  CHECK(cudaMemcpy(p.out, p.ref, p.count * sizeof(T), cudaMemcpyDeviceToDevice));
  report(p, "base", "32x8", ms);
}
