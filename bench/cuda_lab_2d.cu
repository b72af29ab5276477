// Kernel-structure laboratory, third part (issue #6): why do the single-precision 2-D
// stencils stop near 70 % of their bound while the double-precision ones reach 85-89 %?
// The bound is measured with 16-byte loads and stores (src/roofline/runtime/stream_cuda.cu);
// the generated 2-D kernels move one 4-byte element per load. This program times, in one
// process, copies of one array into another with 4-, 8- and 16-byte accesses, and the
// 5-point Jacobi sweep over the user's layout (Fortran column-major, a halo of one, so a
// row of 8192 + 2 floats starts 8-byte but not always 16-byte aligned) with one point per
// thread and with two adjacent points per thread read and written as float2 / double2; and
// the same kernel timed with each launch synchronised or with the launches queued.
// Not part of the tool.
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o cuda_lab_2d bench/cuda_lab_2d.cu && ./cuda_lab_2d [N]
#include "cuda_lab_common.cuh"

// time_ms (cuda_lab_common.cuh) with the launches queued back to back, each between its own pair of events, read
// after the last: the GPU does not wait between launches for the host to submit the next.
template <typename Launch>
static float time_ms_queued(Launch launch) {
  std::vector<cudaEvent_t> a(15), b(15);
  for (int r = 0; r < 15; ++r) {
    CHECK(cudaEventCreate(&a[r]));
    CHECK(cudaEventCreate(&b[r]));
  }
  for (int w = 0; w < 3; ++w) launch();
  CHECK(cudaDeviceSynchronize());
  for (int r = 0; r < 15; ++r) {
    CHECK(cudaEventRecord(a[r]));
    launch();
    CHECK(cudaEventRecord(b[r]));
  }
  CHECK(cudaEventSynchronize(b[14]));
  std::vector<float> ts(15);
  for (int r = 0; r < 15; ++r) {
    CHECK(cudaEventElapsedTime(&ts[r], a[r], b[r]));
    cudaEventDestroy(a[r]);
    cudaEventDestroy(b[r]);
  }
  std::sort(ts.begin(), ts.end());
  return ts[ts.size() / 2];
}

template <typename V>
__global__ void copy_v(const V* __restrict__ a, V* __restrict__ b, size_t n) {
  for (size_t e = blockIdx.x * (size_t)blockDim.x + threadIdx.x; e < n; e += (size_t)gridDim.x * blockDim.x) b[e] = a[e];
}

// One point per thread, ZB rows per thread (the generated SMEM=0 shape).
template <typename T, int ZB>
__global__ void __launch_bounds__(512) jac_scalar(int n, long s1, const T* __restrict__ u, T* __restrict__ out) {
  const int i = 1 + blockIdx.x * blockDim.x + threadIdx.x;
  const int j0 = 1 + blockIdx.y * ZB;
  if (i > n) return;
#pragma unroll 4
  for (int j = j0; j < j0 + ZB && j <= n; ++j) {
    const long c = i + j * s1;
    out[c] = T(0.25) * (u[c - 1] + u[c + 1] + u[c - s1] + u[c + s1]);
  }
}

template <typename T>
struct Vec2;
template <>
struct Vec2<float> {
  using type = float2;
};
template <>
struct Vec2<double> {
  using type = double2;
};

// Two adjacent points per thread, starting at an even element (the row's first interior
// point is element 1: the thread at the row's start has one point outside, the halo),
// the three rows' centre pairs read as 8/16-byte vectors and kept in a queue down ZB rows,
// the pair written as one vector.
template <typename T, int ZB>
__global__ void __launch_bounds__(512) jac_pair(int n, long s1, const T* __restrict__ u, T* __restrict__ out) {
  using V = typename Vec2<T>::type;
  const int e = 2 * (blockIdx.x * blockDim.x + threadIdx.x);  // first element of the pair (i = e, e + 1)
  const int j0 = 1 + blockIdx.y * ZB;
  if (e > n) return;
  const int je = min(j0 + ZB - 1, n);
  V up = *reinterpret_cast<const V*>(&u[e + (j0 - 1) * s1]);
  V mid = *reinterpret_cast<const V*>(&u[e + j0 * s1]);
#pragma unroll 4
  for (int j = j0; j <= je; ++j) {
    const long c = e + j * s1;
    const V dn = *reinterpret_cast<const V*>(&u[c + s1]);
    const T l = u[c - (e > 0 ? 1 : 0)], r = u[c + 2 - (e + 1 > n ? 1 : 0)];
    V o;
    o.x = T(0.25) * (l + mid.y + up.x + dn.x);
    o.y = T(0.25) * (mid.x + r + up.y + dn.y);
    if (e >= 1 && e + 1 <= n) {
      *reinterpret_cast<V*>(&out[c]) = o;
    } else {
      if (e >= 1) out[c] = o.x;
      if (e + 1 <= n) out[c + 1] = o.y;
    }
    up = mid;
    mid = dn;
  }
}

template <typename T>
static double max_diff(const T* a, const T* b, size_t count) {
  std::vector<T> x(count), y(count);
  CHECK(cudaMemcpy(x.data(), a, count * sizeof(T), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(y.data(), b, count * sizeof(T), cudaMemcpyDeviceToHost));
  double m = 0;
  for (size_t e = 0; e < count; ++e) m = std::max(m, (double)std::fabs((double)x[e] - (double)y[e]));
  return m;
}

template <typename T>
static void run(int n, const char* name) {
  const long s1 = n + 2;
  const size_t count = (size_t)s1 * (n + 2);
  T *u, *ref, *out;
  CHECK(cudaMalloc(&u, count * sizeof(T)));
  CHECK(cudaMalloc(&ref, count * sizeof(T)));
  CHECK(cudaMalloc(&out, count * sizeof(T)));
  fill_kernel<<<1024, 256>>>(u, count);
  CHECK(cudaMemset(ref, 0, count * sizeof(T)));
  const double points = (double)n * n;
  auto report = [&](const char* what, float ms, const T* result) {
    double err = result ? max_diff(ref, result, count) : 0.0;
    std::printf("%-6s %-44s %8.3f ms %8.1f GStencil/s  err %.2e\n", name, what, ms, points / ms / 1e6, err);
  };
  {
    dim3 grid((n + 255) / 256, (n + 7) / 8);
    report("scalar 1 point/thread TX=256 ZB=8", time_ms([&] { jac_scalar<T, 8><<<grid, 256>>>(n, s1, u, ref); }), nullptr);
  }
  {
    dim3 grid((n + 255) / 256, (n + 7) / 8);
    CHECK(cudaMemset(out, 0, count * sizeof(T)));
    report("scalar ZB=8, queued launches", time_ms_queued([&] { jac_scalar<T, 8><<<grid, 256>>>(n, s1, u, out); }), out);
  }
  {
    dim3 grid((n + 255) / 256, (n + 31) / 32);
    CHECK(cudaMemset(out, 0, count * sizeof(T)));
    report("scalar 1 point/thread TX=256 ZB=32", time_ms([&] { jac_scalar<T, 32><<<grid, 256>>>(n, s1, u, out); }), out);
  }
  for (int tx : {128, 256, 512}) {
    for (int zb : {8, 32}) {
      dim3 grid((n / 2 + 1 + tx - 1) / tx, (n + zb - 1) / zb);
      CHECK(cudaMemset(out, 0, count * sizeof(T)));
      char what[64];
      std::snprintf(what, sizeof what, "pair 2 points/thread TX=%d ZB=%d", tx, zb);
      float ms = zb == 8 ? time_ms([&] { jac_pair<T, 8><<<grid, tx>>>(n, s1, u, out); })
                         : time_ms([&] { jac_pair<T, 32><<<grid, tx>>>(n, s1, u, out); });
      report(what, ms, out);
    }
  }
  CHECK(cudaFree(u));
  CHECK(cudaFree(ref));
  CHECK(cudaFree(out));
}

template <typename V>
static void copy_run(size_t bytes, const char* what) {
  V *a, *b;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMemset(a, 1, bytes));
  size_t n = bytes / sizeof(V);
  float ms = time_ms([&] { copy_v<V><<<132 * 8, 256>>>(a, b, n); });
  std::printf("copy   %-44s %8.3f ms %8.1f GB/s (read + written)\n", what, ms, 2.0 * bytes / ms / 1e6);
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
}

int main(int argc, char** argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 8192;
  size_t bytes = (size_t)(n + 2) * (n + 2) * 4;
  copy_run<float>(bytes, "4-byte elements (float)");
  copy_run<float2>(bytes, "8-byte elements (float2)");
  copy_run<float4>(bytes, "16-byte elements (float4)");
  copy_run<double2>(bytes, "16-byte elements (double2)");
  run<float>(n, "fp32");
  run<double>(n, "fp64");
  return 0;
}
