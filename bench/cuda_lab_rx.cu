// Kernel-structure laboratory, second part (issue #6): the "lean" family, RX adjacent points
// per thread whose shared cells are read as vectors (float2/float4/double2), the ring filled
// with 16-byte cp.async (V16=1) or element copies, the z-neighbours in a register queue
// (ZQ=1) or read from the ring (ZQ=0), in-plane sums accumulated row by row. Shares the
// harness of bench/cuda_lab.cu (bench/cuda_lab_common.cuh). Not part of the tool.
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o cuda_lab_rx bench/cuda_lab_rx.cu && ./cuda_lab_rx [N]
//
// Results of the run on the H200: bench/results/cuda-2026-11-21-d/lab_rx.txt.
#include "cuda_lab_common.cuh"

// ---- lean family: RX adjacent points per thread, vector shared-memory loads, row-streamed sums ----
template <typename T, int R, bool BOX>
struct Weight;
template <typename T, int R>
struct Weight<T, R, false> {  // -1: not in the stencil
  __device__ static constexpr int idx(int dx, int dy, int dz) {
    return (dx != 0) + (dy != 0) + (dz != 0) > 1 ? -1 : (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy) + (dz < 0 ? -dz : dz);
  }
};
template <typename T>
struct Weight<T, 1, true> {
  __device__ static constexpr int idx(int dx, int dy, int dz) {
    return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy) + (dz < 0 ? -dz : dz);
  }
};

template <int START_ALIGN, int COUNT, int ESIZE>
__host__ __device__ constexpr int vec_width() {
  for (int vw = 16 / ESIZE; vw > 1; vw /= 2)
    if (START_ALIGN % vw == 0 && COUNT % vw == 0) return vw;
  return 1;
}

template <typename T, int N, int VW>
__device__ __forceinline__ void load_seg(T* dst, const T* src) {
#pragma unroll
  for (int v = 0; v < N / VW; ++v) {
    if constexpr (VW == 1) {
      dst[v] = src[v];
    } else if constexpr (sizeof(T) == 4 && VW == 2) {
      const float2 x = *reinterpret_cast<const float2*>(src + 2 * v);
      dst[2 * v] = x.x, dst[2 * v + 1] = x.y;
    } else if constexpr (sizeof(T) == 4 && VW == 4) {
      const float4 x = *reinterpret_cast<const float4*>(src + 4 * v);
      dst[4 * v] = x.x, dst[4 * v + 1] = x.y, dst[4 * v + 2] = x.z, dst[4 * v + 3] = x.w;
    } else {
      const double2 x = *reinterpret_cast<const double2*>(src + 2 * v);
      dst[2 * v] = x.x, dst[2 * v + 1] = x.y;
    }
  }
}

template <typename T, int R, bool BOX, int TX, int TY, int RX, int RY, int P, int U, bool V16, bool ZQ>
__global__ void __launch_bounds__(TX * TY) lean_kernel(Dims d, int zb, Coef<T> cf, const T* __restrict__ u, T* __restrict__ out) {
  constexpr int BX = TX * RX, BY = TY * RY, W = BX + 2 * R, H = BY + 2 * R, PLANE = W * H;
  constexpr int NEED = ZQ ? R + 2 + P : 2 * R + 2 + P;
  constexpr int NB = NEED;
  constexpr int NT = TX * TY;
  constexpr int SEG = RX + 2 * R;
  constexpr int VF = vec_width<RX, SEG, sizeof(T)>();      // full segments start at tx*RX
  constexpr int VC = vec_width<(R % RX == 0 ? RX : (R & -R)), RX, sizeof(T)>();  // centre columns at tx*RX+R
  extern __shared__ __align__(16) unsigned char smem_raw[];
  T* ring = reinterpret_cast<T*>(smem_raw);
  const int tid = threadIdx.x + threadIdx.y * TX;
  const int i0 = R + blockIdx.x * BX, jt = R + blockIdx.y * BY;
  const int kb = R + blockIdx.z * zb, ke = min(kb + zb, d.n + R);
  const int first = ZQ ? kb : kb - R;
  const T* base = u + (i0 - R) + (long)(jt - R) * d.s1;
  auto issue = [&](int plane) {
    if (plane <= d.n + 2 * R - 1) {
      T* dst = ring + ((plane - first) % NB) * PLANE;
      const T* src = base + (long)plane * d.s2;
      constexpr int E = V16 ? 16 / sizeof(T) : 1, CW = W / E, C = CW * H;
#pragma unroll
      for (int e0 = 0; e0 < C; e0 += NT) {
        const int e = e0 + tid;
        if (C % NT == 0 || e < C) {
          const int y = e / CW, x = (e - y * CW) * E;
          __pipeline_memcpy_async(dst + y * W + x, src + x + (long)y * d.s1, E * sizeof(T));
        }
      }
    }
    __pipeline_commit();
  };
  const int txs = threadIdx.x * RX, ty0 = threadIdx.y * RY;
  T q[ZQ ? RY : 1][ZQ ? RX : 1][ZQ ? 2 * R + 1 : 1];
  constexpr int PRE = ZQ ? R + P : 2 * R + P;
#pragma unroll
  for (int p = 0; p < PRE; ++p) issue(first + p);
  if constexpr (ZQ) {
#pragma unroll
    for (int r = 0; r < RY; ++r)
#pragma unroll
      for (int a = 0; a < RX; ++a)
#pragma unroll
        for (int m = 0; m < R; ++m) q[r][a][m] = __ldg(&u[i0 + txs + a + (long)(jt + ty0 + r) * d.s1 + (long)(kb - R + m) * d.s2]);
    __pipeline_wait_prior(P);
    __syncthreads();
#pragma unroll
    for (int r = 0; r < RY; ++r)
#pragma unroll
      for (int m = 0; m < R; ++m) {
        T f[RX];
        load_seg<T, RX, VC>(f, ring + ((kb + m - first) % NB) * PLANE + (ty0 + R + r) * W + txs + R);
#pragma unroll
        for (int a = 0; a < RX; ++a) q[r][a][R + m] = f[a];
      }
  }
#pragma unroll U
  for (int k = kb; k < ke; ++k) {
    issue(k + R + P);
    __pipeline_wait_prior(P);
    __syncthreads();
    T acc[RY][RX];
#pragma unroll
    for (int r = 0; r < RY; ++r)
#pragma unroll
      for (int a = 0; a < RX; ++a) acc[r][a] = 0;
    if constexpr (ZQ) {
      const T* front = ring + ((k + R - first) % NB) * PLANE;
#pragma unroll
      for (int r = 0; r < RY; ++r) {
        T f[RX];
        load_seg<T, RX, VC>(f, front + (ty0 + R + r) * W + txs + R);
#pragma unroll
        for (int a = 0; a < RX; ++a) q[r][a][2 * R] = f[a];
      }
#pragma unroll
      for (int r = 0; r < RY; ++r)
#pragma unroll
        for (int a = 0; a < RX; ++a) {
          acc[r][a] = cf.c[0] * q[r][a][R];
#pragma unroll
          for (int dd = 1; dd <= R; ++dd) acc[r][a] += cf.c[dd] * (q[r][a][R - dd] + q[r][a][R + dd]);
        }
    }
    constexpr int ZR = ZQ ? 0 : (BOX ? 1 : R);
#pragma unroll
    for (int dz = -ZR; dz <= ZR; ++dz) {
      const T* pl = ring + ((k + dz - first + NB) % NB) * PLANE;
#pragma unroll
      for (int row = 0; row < RY + 2 * R; ++row) {
        const bool own = row >= R && row < R + RY;
        if (!BOX && dz != 0 && !own) continue;
        T s[SEG];
        if (BOX || (own && dz == 0))
          load_seg<T, SEG, VF>(s, pl + (ty0 + row) * W + txs);
        else
          load_seg<T, RX, VC>(s + R, pl + (ty0 + row) * W + txs + R);
#pragma unroll
        for (int r = 0; r < RY; ++r) {
          const int dy = row - R - r;
          if (dy < -R || dy > R) continue;
#pragma unroll
          for (int a = 0; a < RX; ++a)
#pragma unroll
            for (int dx = -R; dx <= R; ++dx) {
              if (ZQ && dz == 0 && dx == 0 && dy == 0) continue;  // centre came with the queue
              const int w = Weight<T, R, BOX>::idx(dx, dy, dz);
              if (w < 0) continue;
              acc[r][a] += cf.c[w] * s[R + a + dx];
            }
        }
      }
    }
#pragma unroll
    for (int r = 0; r < RY; ++r) {
      T* o = out + i0 + txs + (long)(jt + ty0 + r) * d.s1 + (long)k * d.s2;
      if constexpr (RX == 2 && R % 2 == 0 && sizeof(T) == 4) {
        *reinterpret_cast<float2*>(o) = make_float2(acc[r][0], acc[r][1]);
      } else if constexpr (RX == 4 && R % 4 == 0 && sizeof(T) == 4) {
        *reinterpret_cast<float4*>(o) = make_float4(acc[r][0], acc[r][1], acc[r][2], acc[r][3]);
      } else {
#pragma unroll
        for (int a = 0; a < RX; ++a) o[a] = acc[r][a];
      }
    }
    if constexpr (ZQ) {
#pragma unroll
      for (int r = 0; r < RY; ++r)
#pragma unroll
        for (int a = 0; a < RX; ++a)
#pragma unroll
          for (int m = 0; m < 2 * R; ++m) q[r][a][m] = q[r][a][m + 1];
    }
  }
  __pipeline_wait_prior(0);
}

template <typename T, int R, bool BOX, int TX, int TY, int RX, int RY, int P, int U, bool V16, bool ZQ = !BOX>
static void run_lean(Problem<T>& p, int zb) {
  constexpr int W = TX * RX + 2 * R, H = TY * RY + 2 * R;
  constexpr int NB = ZQ ? R + 2 + P : 2 * R + 2 + P;
  const size_t bytes = (size_t)NB * W * H * sizeof(T);
  auto kern = lean_kernel<T, R, BOX, TX, TY, RX, RY, P, U, V16, ZQ>;
  char params[128];
  std::snprintf(params, sizeof params, "TX=%d TY=%d RX=%d RY=%d P=%d U=%d V16=%d ZQ=%d ZB=%d smem=%zu", TX, TY, RX, RY, P, U, (int)V16, (int)ZQ, zb, bytes);
  if (bytes > 227 * 1024) {
    std::printf("%-10s %-8s %-56s skipped: shared memory\n", p.name, "lean", params);
    return;
  }
  CHECK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)bytes));
  int blocks = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kern, TX * TY, bytes));
  cudaFuncAttributes fa;
  CHECK(cudaFuncGetAttributes(&fa, kern));
  dim3 grid(p.d.n / (TX * RX), p.d.n / (TY * RY), (p.d.n + zb - 1) / zb);
  float ms = time_ms([&] { kern<<<grid, dim3(TX, TY), bytes>>>(p.d, zb, p.cf, p.u, p.out); });
  char with_occ[200];
  std::snprintf(with_occ, sizeof with_occ, "%s occ=%d regs=%d", params, blocks, fa.numRegs);
  report(p, "lean", with_occ, ms);
}

int main(int argc, char** argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : 512;
  {
    auto p = make<float>("star25 fp32", n, 4);
    run_base<float, 4, false>(p);
    for (int zb : {64, 256}) {
      run_lean<float, 4, false, 32, 8, 1, 4, 1, 1, true>(p, zb);
      run_lean<float, 4, false, 32, 8, 2, 4, 1, 1, true>(p, zb);
      run_lean<float, 4, false, 32, 8, 2, 4, 1, 2, true>(p, zb);
      run_lean<float, 4, false, 32, 8, 2, 4, 1, 1, false>(p, zb);
      run_lean<float, 4, false, 32, 8, 2, 2, 1, 1, true>(p, zb);
      run_lean<float, 4, false, 32, 4, 2, 4, 1, 1, true>(p, zb);
      run_lean<float, 4, false, 32, 4, 2, 8, 1, 1, true>(p, zb);
      run_lean<float, 4, false, 16, 8, 4, 4, 1, 1, true>(p, zb);
      run_lean<float, 4, false, 16, 16, 4, 2, 1, 1, true>(p, zb);
      run_lean<float, 4, false, 64, 4, 2, 4, 1, 1, true>(p, zb);
      run_lean<float, 4, false, 32, 8, 2, 4, 2, 1, true>(p, zb);
      run_lean<float, 4, false, 32, 8, 2, 4, 1, 1, true, false>(p, zb);
      run_lean<float, 4, false, 32, 8, 2, 2, 1, 1, true, false>(p, zb);
      run_lean<float, 4, false, 32, 4, 2, 8, 1, 1, true, false>(p, zb);
      run_lean<float, 4, false, 16, 8, 4, 4, 1, 1, true, false>(p, zb);
      run_lean<float, 4, false, 32, 8, 1, 4, 1, 1, true, false>(p, zb);
      run_lean<float, 4, false, 64, 4, 2, 4, 1, 1, true, false>(p, zb);
      run_lean<float, 4, false, 32, 8, 1, 2, 1, 1, true>(p, zb);
      run_lean<float, 4, false, 32, 16, 1, 2, 1, 1, true>(p, zb);
      run_lean<float, 4, false, 64, 8, 1, 2, 1, 1, true>(p, zb);
    }
    release(p);
  }
  {
    auto p = make<double>("box27 fp64", n, 1);
    run_base<double, 1, true>(p);
    for (int zb : {32, 128}) {
      run_lean<double, 1, true, 32, 8, 1, 4, 1, 1, true>(p, zb);
      run_lean<double, 1, true, 32, 8, 2, 4, 1, 1, true>(p, zb);
      run_lean<double, 1, true, 32, 8, 2, 2, 1, 1, true>(p, zb);
      run_lean<double, 1, true, 32, 4, 2, 8, 1, 1, true>(p, zb);
      run_lean<double, 1, true, 32, 8, 2, 4, 2, 1, true>(p, zb);
      run_lean<double, 1, true, 16, 8, 4, 4, 1, 1, true>(p, zb);
      run_lean<double, 1, true, 32, 8, 2, 4, 1, 2, true>(p, zb);
    }
    release(p);
  }
  {
    auto p = make<double>("lap7 fp64", n, 1);
    run_base<double, 1, false>(p);
    for (int zb : {32, 128}) {
      run_lean<double, 1, false, 32, 8, 2, 2, 2, 1, true>(p, zb);
      run_lean<double, 1, false, 32, 8, 2, 4, 2, 1, true>(p, zb);
      run_lean<double, 1, false, 64, 4, 2, 2, 2, 1, true>(p, zb);
      run_lean<double, 1, false, 128, 4, 1, 2, 2, 1, true>(p, zb);
      run_lean<double, 1, false, 32, 8, 2, 2, 3, 2, true>(p, zb);
    }
    release(p);
  }
  {
    auto p = make<float>("lap7 fp32", n, 1);
    run_base<float, 1, false>(p);
    for (int zb : {32, 128}) {
      run_lean<float, 1, false, 32, 8, 2, 2, 2, 1, false>(p, zb);
      run_lean<float, 1, false, 32, 8, 4, 2, 2, 1, false>(p, zb);
      run_lean<float, 1, false, 64, 4, 2, 4, 2, 1, false>(p, zb);
    }
    release(p);
  }
  return 0;
}
