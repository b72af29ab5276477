/* A hand-written pass of jacobi2d_sp's time loop whose applications share nothing through
   shared memory (issue 24): is a pass that takes its x-neighbours by warp shuffles faster
   than the generator's ring-and-barrier passes, once it is launched to fill the GPU?

   bench/lab/pass_designs_2d.cu tried a shuffle pass on 2026-12-01 and found it slower
   (302 GStencil/s a step against the generator's 533). That pass put four warps in a block
   and 256-row chunks on an 8192^2 grid: 608 blocks, 1.15 waves of the blocks an H200 holds
   at its registers, so most of the second wave's multiprocessors idled. This pass is the
   same arithmetic with the launch left to the program: WARPS warps a block, each warp an
   overlapped tile of 32*RX columns (RX adjacent columns a lane), and a chunk of ZB rows,
   ZB chosen at run time (ZB=0: the fewest rows that still give every multiprocessor its
   resident warps).

   Application k (1 .. A) of a pass keeps two rows of version k-1 in registers (the rows
   below and at the row it computes); the row above arrives from application k-1 in the
   same iteration, so an iteration of the row loop runs every application once, each a
   row behind the one before (a wave front, as the generator's passes run it). The
   columns beside a lane's first and last come from its neighbours' registers by
   __shfl_up_sync / __shfl_down_sync; the warp's first and last A columns are the tile's
   overlap, computed wrong at first and never stored. No shared memory, no barrier.

   The grids' boundary values are the same in u and v here (a Dirichlet boundary), so a
   version's boundary point keeps the value it read. Each way's result is compared bit for
   bit with the sweeps one by one (the same sums, in the same order).

   Usage: shuffle_pass_2d N STEPS ROUNDS [way...]   (an N x N fp32 grid)
   Prints "way ms_per_step gstencils_per_step" a line, the median of ROUNDS. */
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define CHECK(x)                                                                  \
  do {                                                                            \
    cudaError_t e_ = (x);                                                         \
    if (e_ != cudaSuccess) {                                                      \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      exit(1);                                                                    \
    }                                                                             \
  } while (0)

struct Grids {
  float *u, *v, *u2, *v2;
};

/* One sweep, as the original's nest: out = 0.25 * (left + right + below + above). */
__global__ void sweep(int n, const float* __restrict__ in, float* __restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x + 1, j = blockIdx.y + 1;
  if (i >= n - 1 || j >= n - 1) return;
  const size_t p = (size_t)j * n + i;
  out[p] = 0.25f * (in[p - 1] + in[p + 1] + in[p - n] + in[p + n]);
}

static void run_sweeps(int n, int steps, Grids& g) {
  dim3 block(256), grid((n - 2 + 255) / 256, n - 2);
  for (int t = 0; t < steps; ++t) {
    sweep<<<grid, block>>>(n, g.u, g.v);
    sweep<<<grid, block>>>(n, g.v, g.u);
  }
}

/* The rows of one warp's tile, ys .. ye: every application each iteration. INSIDE: the
   tile's columns and every row any application computes lie in the grid's interior. */
template <int RX, int A, int PF, bool INSIDE>
__device__ __forceinline__ void rows(int n, int lane, int x0, int y0, int y1, const float* __restrict__ u,
                                     float* __restrict__ u2, float* __restrict__ v2) {
  constexpr int W = 32 * RX;
  const int ys = y0 - A, ye = y1 - 1 + A;
  float qa[A][RX], qb[A][RX]; /* version k's rows below and at the row application k+1 computes */
#pragma unroll
  for (int k = 0; k < A; ++k)
#pragma unroll
    for (int c = 0; c < RX; ++c) qa[k][c] = qb[k][c] = 0.0f;
  float pf[PF][RX]; /* the input's next PF rows, loaded ahead */
  auto load = [&](int y, float* row) {
#pragma unroll
    for (int c = 0; c < RX; ++c) {
      const int x = x0 + c;
      if (INSIDE)
        row[c] = __ldg(&u[(size_t)y * n + x]);
      else
        row[c] = (y >= 0 && y < n && x >= 0 && x < n) ? __ldg(&u[(size_t)y * n + x]) : 0.0f;
    }
  };
#pragma unroll
  for (int p = 0; p < PF; ++p) load(ys + p, pf[p]);
  const bool core_lo = lane * RX + RX > A, core_hi = lane * RX < W - A;
#pragma unroll 1
  for (int y = ys; y <= ye; ++y) {
    float in[RX];
#pragma unroll
    for (int c = 0; c < RX; ++c) in[c] = pf[0][c];
#pragma unroll
    for (int p = 0; p + 1 < PF; ++p)
#pragma unroll
      for (int c = 0; c < RX; ++c) pf[p][c] = pf[p + 1][c];
    load(y + PF, pf[PF - 1]);
#pragma unroll
    for (int k = 0; k < A; ++k) {
      const int r = y - k - 1; /* the row application k+1 computes */
      const float left = __shfl_up_sync(0xffffffffu, qb[k][RX - 1], 1);
      const float right = __shfl_down_sync(0xffffffffu, qb[k][0], 1);
      float out[RX];
#pragma unroll
      for (int c = 0; c < RX; ++c) {
        const float l = c > 0 ? qb[k][c - 1] : left;
        const float rr = c < RX - 1 ? qb[k][c + 1] : right;
        const float s = 0.25f * (l + rr + qa[k][c] + in[c]);
        if (INSIDE) {
          out[c] = s;
        } else {
          const int x = x0 + c;
          out[c] = (x <= 0 || x >= n - 1 || r <= 0 || r >= n - 1) ? qb[k][c] : s;
        }
      }
#pragma unroll
      for (int c = 0; c < RX; ++c) {
        qa[k][c] = qb[k][c];
        qb[k][c] = in[c];
        in[c] = out[c];
      }
      if (k >= A - 2 && r >= y0 && r < y1 && core_lo && core_hi) {
        float* to = k == A - 1 ? u2 : v2;
#pragma unroll
        for (int c = 0; c < RX; ++c) {
          const int j = lane * RX + c, x = x0 + c;
          if (j >= A && j < W - A && (INSIDE || x < n - 1)) to[(size_t)r * n + x] = out[c];
        }
      }
    }
  }
}

template <int RX, int A, int WARPS, int PF>
__global__ void __launch_bounds__(WARPS * 32)
    shuffle_pass(int n, int zb, const float* __restrict__ u, float* __restrict__ u2, float* __restrict__ v2) {
  constexpr int W = 32 * RX, C = W - 2 * A;
  const int lane = threadIdx.x & 31;
  const int tile = blockIdx.x * WARPS + (int)(threadIdx.x >> 5);
  if (tile * C + 1 >= n - 1) return; /* no core column in the interior: a whole warp leaves */
  const int xs = tile * C + 1 - A;   /* the tile's first column (its core starts at 1 + tile * C) */
  const int x0 = xs + lane * RX;
  const int y0 = 1 + blockIdx.y * zb, y1 = min(y0 + zb, n - 1);
  const bool inside = xs >= 1 && xs + W <= n - 1 && y0 - A >= 1 && y1 - 1 + A <= n - 2;
  if (inside)
    rows<RX, A, PF, true>(n, lane, x0, y0, y1, u, u2, v2);
  else
    rows<RX, A, PF, false>(n, lane, x0, y0, y1, u, u2, v2);
}

template <int RX, int A, int WARPS, int PF>
static void launch(int n, int zb_asked, Grids& g) {
  constexpr int C = 32 * RX - 2 * A;
  static int zb_auto = 0;
  const int tiles = (n - 2 + C - 1) / C, blocks_x = (tiles + WARPS - 1) / WARPS;
  int zb = zb_asked;
  if (zb == 0) {
    if (zb_auto == 0) {
      int per_sm = 0, sms = 0;
      CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, shuffle_pass<RX, A, WARPS, PF>, WARPS * 32, 0));
      CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
      const long resident = (long)per_sm * sms;
      const int chunks = (int)std::max(1L, resident / blocks_x); /* one wave, every slot but a few */
      zb_auto = (n - 2 + chunks - 1) / chunks;
    }
    zb = zb_auto;
  }
  dim3 grid(blocks_x, (n - 2 + zb - 1) / zb);
  shuffle_pass<RX, A, WARPS, PF><<<grid, WARPS * 32>>>(n, zb, g.u, g.u2, g.v2);
}

/* A pass of every depth up to BT, so that a call of any step count runs (passes of BT, then
   one of the steps left). */
template <int RX, int WARPS, int PF, int D>
static void launch_depth(int depth, int n, int zb, Grids& g) {
  if constexpr (D >= 1) {
    if (depth == D)
      launch<RX, 2 * D, WARPS, PF>(n, zb, g);
    else
      launch_depth<RX, WARPS, PF, D - 1>(depth, n, zb, g);
  }
}

template <int RX, int BT, int WARPS, int PF, int ZB>
static void run_passes(int n, int steps, Grids& g) {
  for (int done = 0; done < steps;) {
    const int now = std::min(BT, steps - done);
    launch_depth<RX, WARPS, PF, BT>(now, n, ZB, g);
    std::swap(g.u, g.u2);
    std::swap(g.v, g.v2);
    done += now;
  }
}

static double now_ms(cudaEvent_t a, cudaEvent_t b) {
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, a, b));
  return ms;
}

int main(int argc, char** argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: %s N STEPS ROUNDS [way...]\n", argv[0]);
    return 2;
  }
  const int n = atoi(argv[1]), steps = atoi(argv[2]), rounds = atoi(argv[3]);
  const size_t points = (size_t)n * n, bytes = points * sizeof(float);
  std::vector<float> init(points), want_u(points), want_v(points), got(points);
  for (size_t p = 0; p < points; ++p) init[p] = (float)((p * 7919u) % 1000u) / 1000.0f;
  Grids g;
  CHECK(cudaMalloc(&g.u, bytes));
  CHECK(cudaMalloc(&g.v, bytes));
  CHECK(cudaMalloc(&g.u2, bytes));
  CHECK(cudaMalloc(&g.v2, bytes));
  auto reset = [&]() {
    for (float* p : {g.u, g.v, g.u2, g.v2}) CHECK(cudaMemcpy(p, init.data(), bytes, cudaMemcpyHostToDevice));
  };
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));

  struct Way {
    const char* name;
    void (*run)(int, int, Grids&);
  };
  const Way all[] = {{"sweeps", run_sweeps},
                     {"shfl_RX4_BT4_W4_PF2_auto", run_passes<4, 4, 4, 2, 0>},
                     {"shfl_RX4_BT5_W4_PF2_auto", run_passes<4, 5, 4, 2, 0>},
                     {"shfl_RX4_BT5_W8_PF2_auto", run_passes<4, 5, 8, 2, 0>},
                     {"shfl_RX4_BT5_W4_PF2_256", run_passes<4, 5, 4, 2, 256>},
                     {"shfl_RX4_BT5_W4_PF2_512", run_passes<4, 5, 4, 2, 512>},
                     {"shfl_RX4_BT5_W4_PF3_auto", run_passes<4, 5, 4, 3, 0>},
                     {"shfl_RX4_BT5_W4_PF1_auto", run_passes<4, 5, 4, 1, 0>},
                     {"shfl_RX4_BT6_W4_PF2_auto", run_passes<4, 6, 4, 2, 0>},
                     {"shfl_RX4_BT8_W4_PF2_auto", run_passes<4, 8, 4, 2, 0>},
                     {"shfl_RX2_BT5_W4_PF2_auto", run_passes<2, 5, 4, 2, 0>},
                     {"shfl_RX6_BT5_W4_PF2_auto", run_passes<6, 5, 4, 2, 0>},
                     {"shfl_RX8_BT4_W4_PF2_auto", run_passes<8, 4, 4, 2, 0>},
                     {"shfl_RX8_BT5_W2_PF2_auto", run_passes<8, 5, 2, 2, 0>}};
  std::vector<Way> ways;
  for (const Way& w : all) {
    bool wanted = argc == 4;
    for (int a = 4; a < argc; ++a) wanted = wanted || std::string(argv[a]) == w.name;
    if (wanted || std::string(w.name) == "sweeps") ways.push_back(w);
  }
  int failed = 0;
  for (int check_steps : {1, 7, steps}) {
    reset();
    run_sweeps(n, check_steps, g);
    CHECK(cudaMemcpy(want_u.data(), g.u, bytes, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(want_v.data(), g.v, bytes, cudaMemcpyDeviceToHost));
    for (const Way& w : ways) {
      reset();
      w.run(n, check_steps, g);
      CHECK(cudaGetLastError());
      CHECK(cudaMemcpy(got.data(), g.u, bytes, cudaMemcpyDeviceToHost));
      bool same = memcmp(got.data(), want_u.data(), bytes) == 0;
      CHECK(cudaMemcpy(got.data(), g.v, bytes, cudaMemcpyDeviceToHost));
      same = same && memcmp(got.data(), want_v.data(), bytes) == 0;
      if (!same) {
        printf("# %s differs from the sweeps after %d steps\n", w.name, check_steps);
        ++failed;
      }
    }
  }
  printf("# %dx%d fp32, %d steps a call, median of %d rounds; way ms_per_step gstencils_per_step\n", n, n, steps,
         rounds);
  std::vector<std::vector<double>> times(ways.size());
  for (int round = 0; round <= rounds; ++round) {
    for (size_t w = 0; w < ways.size(); ++w) {
      CHECK(cudaEventRecord(e0));
      ways[w].run(n, steps, g);
      CHECK(cudaEventRecord(e1));
      CHECK(cudaEventSynchronize(e1));
      if (round > 0) times[w].push_back(now_ms(e0, e1) / steps);
    }
  }
  for (size_t w = 0; w < times.size(); ++w) {
    std::sort(times[w].begin(), times[w].end());
    const double ms = times[w][times[w].size() / 2];
    printf("%s %.5f %.1f\n", ways[w].name, ms, (double)points / (ms * 1e-3) / 1e9);
  }
  return failed ? 1 : 0;
}
