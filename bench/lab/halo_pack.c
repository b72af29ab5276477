/* The MPI entry's packing and unpacking of ghost layers (src/package/runtime/mpi_halo.c,
   st_mh_copy) against the same copies done a row at a time by memcpy, the way the runtime
   copied every box before it copied short rows element by element. One rank's block of
   the 7-point Laplacian on a 2x2x1 rank grid of a 256^3 grid (128x128x256 points, one
   ghost layer), fp64: the four faces it sends and receives along the first two
   dimensions, as st_mh_slab cuts them (a face along the first dimension is a row of one
   element a grid row). Both ways copy the same bytes; the program checks that they agree.

   mpicc -O2 -std=c99 bench/lab/halo_pack.c -o halo_pack && ./halo_pack [NX NY NZ ROUNDS]
   Prints, per way, the median over ROUNDS of the seconds to pack and unpack all four
   faces once; the two ways alternate within each round. */
#define _POSIX_C_SOURCE 199309L
#include <mpi.h>
#include <time.h>

#include "../../src/package/runtime/mpi_halo.c"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The copy a row at a time, as st_mh_copy did for every box. */
static size_t by_rows(const st_mh_grid *g, const st_mh_box *b, unsigned char *buffer, int pack) {
  size_t row = (size_t)(b->hi[0] - b->lo[0] + 1) * g->element_bytes, moved = 0;
  for (long k = b->lo[2]; k <= b->hi[2]; ++k) {
    for (long j = b->lo[1]; j <= b->hi[1]; ++j) {
      size_t at = (size_t)((b->lo[0] - g->lower[0]) +
                           g->extent[0] * ((j - g->lower[1]) + g->extent[1] * (k - g->lower[2])));
      if (pack) {
        memcpy(buffer + moved, g->base + at * g->element_bytes, row);
      } else {
        memcpy(g->base + at * g->element_bytes, buffer + moved, row);
      }
      moved += row;
    }
  }
  return moved;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  const long n[3] = {argc > 3 ? atol(argv[1]) : 128, argc > 3 ? atol(argv[2]) : 128, argc > 3 ? atol(argv[3]) : 256};
  const int rounds = argc > 4 ? atoi(argv[4]) : 21;
  st_mh_grid g;
  memset(&g, 0, sizeof g);
  g.element_bytes = 8;
  size_t points = 1;
  for (int d = 0; d < 3; ++d) {
    g.lower[d] = 0;
    g.extent[d] = n[d] + 2;
    g.need_below[d] = g.need_above[d] = 1;
    points *= (size_t)g.extent[d];
  }
  double *grid = malloc(points * sizeof(double));
  for (size_t i = 0; i < points; ++i) grid[i] = (double)i * 0.5;
  g.base = (unsigned char *)grid;
  st_mh_stencil s;
  memset(&s, 0, sizeof s);
  s.dims = 3;
  for (int d = 0; d < 3; ++d) {
    s.lo[d] = 1;
    s.hi[d] = n[d];
    s.need_below[d] = s.need_above[d] = 1;
  }
  /* Sent: the lowest and highest interior layer along dimensions 0 and 1; received: the
     ghost layers beside them. */
  st_mh_box sent[4], received[4];
  for (int d = 0; d < 2; ++d) {
    sent[2 * d] = st_mh_slab(&s, &g, d, 1, 1);
    sent[2 * d + 1] = st_mh_slab(&s, &g, d, n[d], n[d]);
    received[2 * d] = st_mh_slab(&s, &g, d, 0, 0);
    received[2 * d + 1] = st_mh_slab(&s, &g, d, n[d] + 1, n[d] + 1);
  }
  size_t bytes = 0;
  for (int f = 0; f < 4; ++f) bytes += st_mh_box_points(&sent[f]) * g.element_bytes;
  unsigned char *a = malloc(bytes), *b = malloc(bytes);
  double *times[2] = {malloc(sizeof(double) * (size_t)rounds), malloc(sizeof(double) * (size_t)rounds)};
  for (int r = -1; r < rounds; ++r) {
    for (int way = 0; way < 2; ++way) {
      unsigned char *buffer = way ? b : a;
      double t0 = now();
      size_t at = 0;
      for (int f = 0; f < 4; ++f) at += way ? by_rows(&g, &sent[f], buffer + at, 1) : st_mh_copy(&g, &sent[f], buffer + at, 1);
      at = 0;
      for (int f = 0; f < 4; ++f)
        at += way ? by_rows(&g, &received[f], buffer + at, 0) : st_mh_copy(&g, &received[f], buffer + at, 0);
      if (r >= 0) times[way][r] = now() - t0;
    }
    if (memcmp(a, b, bytes) != 0) {
      fprintf(stderr, "halo_pack: the two ways packed different bytes\n");
      return 1;
    }
  }
  qsort(times[0], (size_t)rounds, sizeof(double), compare);
  qsort(times[1], (size_t)rounds, sizeof(double), compare);
  printf("block %ldx%ldx%ld fp64, 4 faces, %zu bytes each way, medians of %d rounds\n", n[0], n[1], n[2], bytes, rounds);
  printf("st_mh_copy (short rows element by element): %.3f ms\n", times[0][rounds / 2] * 1e3);
  printf("a row at a time by memcpy:                  %.3f ms\n", times[1][rounds / 2] * 1e3);
  printf("ratio: %.2fx\n", times[1][rounds / 2] / times[0][rounds / 2]);
  return 0;
}
