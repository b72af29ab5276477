/* C callers of the MPI entries that must refuse, or that lose a rank
   (tests/cases/mpi_entry_callers.sh), built with mpicc against one package's NAME_mpi.h:

     -DST_LAPLACIAN  not_cartesian: laplacian_mpi(MPI_COMM_WORLD, ...) on every rank.
                     dies_exit, dies_abort: a 1-D Cartesian communicator over all ranks;
                     rank 1 calls exit(3) or abort() instead of the entry, the others call it.
     -DST_JACOBI2D5  too_many_dimensions: a 3-D Cartesian communicator (N x 1 x 1) given to
                     the 2-D jacobi2d5_mpi.
     -DST_STAR25_SP  block_too_thin: star25_sp_mpi (radius 4) on N ranks along x, the last
                     rank's block 2 points thick along x.

   Each refusal prints one line a rank on standard output:
     "rank R: returned C (expected E); arrays unchanged" (or "...; arrays CHANGED")
   and the program exits with status 1 on that rank when C != E or an array changed. The
   entry's own messages go to standard error, which the script reads. */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(ST_LAPLACIAN)
#include "laplacian_mpi.h"
#elif defined(ST_JACOBI2D5)
#include "jacobi2d5_mpi.h"
#elif defined(ST_STAR25_SP)
#include "star25_sp_mpi.h"
#else
#error "define ST_LAPLACIAN, ST_JACOBI2D5 or ST_STAR25_SP"
#endif

/* Fills n elements of `bytes` each with a pattern that no entry would write by chance. */
static void fill(void *p, size_t n, size_t bytes, unsigned seed) {
  unsigned char *b = (unsigned char *)p;
  for (size_t i = 0; i < n * bytes; ++i) b[i] = (unsigned char)(37u * (unsigned)i + 11u * seed + 5u);
}

/* Prints what the entry returned and whether any byte of any array changed; nonzero when
   either is not what the refusal must give. */
static int report(int rank, int code, int expected, int changed) {
  printf("rank %d: returned %d (expected %d); arrays %s\n", rank, code, expected, changed ? "CHANGED" : "unchanged");
  fflush(stdout);
  return code != expected || changed;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank = 0, size = 1, failed = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  const char *mode = argc > 1 ? argv[1] : "";
#if defined(ST_LAPLACIAN)
  const int32_t nx = 6, ny = 5, nz = 4;
  const size_t n = (size_t)(nx + 2) * (ny + 2) * (nz + 2);
  double *u = malloc(n * sizeof *u), *unext = malloc(n * sizeof *unext);
  double *u0 = malloc(n * sizeof *u), *unext0 = malloc(n * sizeof *unext);
  fill(u, n, sizeof *u, 1);
  fill(unext, n, sizeof *unext, 2);
  memcpy(u0, u, n * sizeof *u);
  memcpy(unext0, unext, n * sizeof *unext);
  if (strcmp(mode, "not_cartesian") == 0) {
    int code = laplacian_mpi(MPI_COMM_WORLD, nx, ny, nz, 0.5, 0.25, u, unext);
    failed = report(rank, code, LAPLACIAN_MPI_NOT_CARTESIAN,
                    memcmp(u, u0, n * sizeof *u) != 0 || memcmp(unext, unext0, n * sizeof *unext) != 0);
  } else if (strcmp(mode, "dies_exit") == 0 || strcmp(mode, "dies_abort") == 0) {
    int dims[1] = {size}, periods[1] = {0};
    MPI_Comm cart;
    MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &cart);
    /* A valid block on every rank: without the lost rank the call would succeed. */
    for (size_t i = 0; i < n; ++i) u[i] = (double)(i % 13);
    if (rank == 1) {
      fprintf(stderr, "rank 1 dies (%s) instead of calling laplacian_mpi\n", mode);
      if (strcmp(mode, "dies_exit") == 0) exit(3);
      abort();
    }
    int code = laplacian_mpi(cart, nx, ny, nz, 0.5, 0.25, u, unext);
    printf("rank %d: laplacian_mpi returned %d although rank 1 died\n", rank, code);
    fflush(stdout);
    failed = 1;
  } else {
    fprintf(stderr, "mpi_errors: unknown mode '%s' for the laplacian\n", mode);
    failed = 2;
  }
  free(u), free(unext), free(u0), free(unext0);
#elif defined(ST_JACOBI2D5)
  const int32_t nx = 7, ny = 6;
  const size_t n = (size_t)(nx + 2) * (ny + 2);
  double *u = malloc(n * sizeof *u), *unew = malloc(n * sizeof *unew);
  double *u0 = malloc(n * sizeof *u), *unew0 = malloc(n * sizeof *unew);
  fill(u, n, sizeof *u, 3);
  fill(unew, n, sizeof *unew, 4);
  memcpy(u0, u, n * sizeof *u);
  memcpy(unew0, unew, n * sizeof *unew);
  if (strcmp(mode, "too_many_dimensions") == 0) {
    int dims[3] = {size, 1, 1}, periods[3] = {0, 0, 0};
    MPI_Comm cart;
    MPI_Cart_create(MPI_COMM_WORLD, 3, dims, periods, 0, &cart);
    int code = jacobi2d5_mpi(cart, nx, ny, u, unew);
    failed = report(rank, code, JACOBI2D5_MPI_TOO_MANY_DIMENSIONS,
                    memcmp(u, u0, n * sizeof *u) != 0 || memcmp(unew, unew0, n * sizeof *unew) != 0);
    MPI_Comm_free(&cart);
  } else {
    fprintf(stderr, "mpi_errors: unknown mode '%s' for jacobi2d5\n", mode);
    failed = 2;
  }
  free(u), free(unew), free(u0), free(unew0);
#else
  if (strcmp(mode, "block_too_thin") == 0) {
    /* u(-3:nx+4, -3:ny+4, -3:nz+4): 4 ghost layers either side, as the stencil reads. */
    const int32_t nx = rank == size - 1 ? 2 : 6, ny = 5, nz = 5;
    const size_t n = (size_t)(nx + 8) * (ny + 8) * (nz + 8);
    float c[5] = {0.5f, 0.25f, -0.125f, 0.0625f, -0.03125f}, c0[5];
    float *u = malloc(n * sizeof *u), *unew = malloc(n * sizeof *unew);
    float *u0 = malloc(n * sizeof *u), *unew0 = malloc(n * sizeof *unew);
    fill(u, n, sizeof *u, 5);
    fill(unew, n, sizeof *unew, 6);
    memcpy(u0, u, n * sizeof *u);
    memcpy(unew0, unew, n * sizeof *unew);
    memcpy(c0, c, sizeof c);
    int dims[3] = {size, 1, 1}, periods[3] = {0, 0, 0};
    MPI_Comm cart;
    MPI_Cart_create(MPI_COMM_WORLD, 3, dims, periods, 0, &cart);
    int code = star25_sp_mpi(cart, nx, ny, nz, c, u, unew);
    failed = report(rank, code, STAR25_SP_MPI_BLOCK_TOO_THIN,
                    memcmp(u, u0, n * sizeof *u) != 0 || memcmp(unew, unew0, n * sizeof *unew) != 0 ||
                        memcmp(c, c0, sizeof c) != 0);
    MPI_Comm_free(&cart);
    free(u), free(unew), free(u0), free(unew0);
  } else {
    fprintf(stderr, "mpi_errors: unknown mode '%s' for star25_sp\n", mode);
    failed = 2;
  }
#endif
  MPI_Finalize();
  return failed;
}
