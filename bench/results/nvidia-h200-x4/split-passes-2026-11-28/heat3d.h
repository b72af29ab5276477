/* heat3d.h: the CUDA kernels of stencils/timeloop/heat3d.f95, built by stenciltune 0.1.0 for sm_90.

   Link with: -lheat3d -L/usr/local/cuda/lib64 -Wl,-rpath,/usr/local/cuda/lib64 -lcudart -lstdc++ -lm
   (or pkg-config heat3d, or CMake find_package(heat3d))

   Arrays keep the layout of the original Fortran: column-major (the first index varies
   fastest) with the declared lower bounds. Integers are int32_t; real(8) = double, real(4) = float.

   Sizes: every entry computes correctly at any size. A subroutine tuned at several sizes
   holds one variant per size; each call runs the variant tuned for the nearest size: the
   one whose size arguments t minimise the sum, over the size arguments, of
   (ln max(called, 1) - ln t)^2 (a tie goes to the size tuned first). NAME_variant says
   which one a call with given sizes runs. A subroutine of several nests runs one kernel per
   nest, each with its own tuned parameters, in order on the default stream.

   Copies: the host-pointer entries (NAME, NAME_host, NAME_) copy the arrays in and the
   written ones out at every call, through page-locked memory: each caller array is
   registered (cudaHostRegister) the first time and stays registered, remembered by its
   address and size (another address or size is registered anew; an array the driver
   will not lock is copied pageable). An array freed and allocated again at the same
   address and size would be read through its old registration: allocate arrays once,
   or set STENCILTUNE_PAGEABLE=1 in the environment, which turns registration off
   (pageable copies; also the way to measure what pinning gains).

   Resident mode, for a caller whose time loop calls the library once per step:
     NAME_resident_begin(args);   copies the arrays to the device once
     for (t...) NAME(args...);    runs on the device copies, no transfer (the arrays may
                                  swap places between calls, as in a ping-pong)
     NAME_resident_sync(args);    copies what calls wrote back, when the caller needs it
     NAME_resident_end(args);     copies back and frees the device copies
   Between begin and end the caller's arrays are not updated and must not be changed;
   a call with other arrays copies those as above; a call whose array overlaps a
   resident one without being it (another size, a part) fails with
   cudaErrorInvalidValue. A call on resident arrays only returns once its kernels are
   queued: its errors show at the next copy, sync or end. Resident arrays are the
   program's: one made resident through any subroutine's begin is resident for all.
   The CPU library has the same three entries doing nothing, so one caller links
   against either library. On a device with cudaDevAttrPageableMemoryAccess=1 (HMM or
   ATS, e.g. Grace Hopper) a kernel could read the caller's arrays in place; this
   library copies them all the same.

   Several GPUs: a host-pointer call (NAME, NAME_host, NAME_) is cut into slabs along the
   slowest grid dimension, one per device listed in STENCILTUNE_DEVICES (device numbers
   separated by commas; a number repeated puts several slabs on one device), or, without
   the list, one per visible device where each gets enough points (below). Each device
   copies its slab and the ghost planes the stencil reads in, computes its part of every
   nest and step, takes the ghost planes its neighbours computed from their devices
   before a nest reads around them (computing the planes that need none meanwhile;
   STENCILTUNE_OVERLAP=0: not), and copies its planes back: the results are the
   same bits as on one GPU. Calls on resident arrays, and NAME_device, use one GPU.
   A list naming a device that is not there fails with cudaErrorInvalidDevice.

   The library also defines NAME_sizeS_device, NAME_sizeS_nestN_device and their _box twins
   (NAME_sizeS_box_device; the variants the entries launch; their source is in src/): leave
   those names free. */
#ifndef HEAT3D_H
#define HEAT3D_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* heat3d: tuned on NVIDIA H200 (sm_90); correct at any size
   Tuned sizes (1), and the variant a call nearest each runs:
     variant 1: 512x512x512 (nx=512 ny=512 nz=512)
       cuda BT=2 LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=1 TX=32 TY=32 UNROLL=1 ZB=128  [heat3d_size1]
*/
/* Host pointers: copies in, runs the kernels, copies the written arrays out; a CUDA error is
   printed and ends the program. Not thread-safe (device buffers are kept between calls). */
void heat3d(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);
/* The same, returning 0 or the CUDA error code (cudaError_t) instead of ending the program. */
int heat3d_host(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);
/* Device pointers (cudaMalloc'd, same layout): launches on the default stream, returns the
   launch's error code; synchronise before reading the results. */
int heat3d_device(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);
/* The original's own symbol, every argument by reference (what gfortran calls); host pointers. */
void heat3d_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const int32_t *nt,
             const double *alpha, double *u, double *v);
/* Several GPUs: without STENCILTUNE_DEVICES a call of heat3d is split where each visible
   GPU gets at least 33162750 points of its first nest (timed over up to 4 GPUs at 512x512x512, 100 steps: 4 GPUs, interior overlapped with the exchange, exchanging every 2 steps ran a call 2.93x as fast as one GPU); its time loop exchanges every 2 steps; the interior computes while ghost planes travel. */
/* heat3d_resident_begin: copies the arrays to the device once; until heat3d_resident_end,
   host-pointer calls passing them (in any argument) run on the device copies without a transfer. */
void heat3d_resident_begin(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);
/* heat3d_resident_sync: copies the arrays that calls wrote since begin (or the last sync)
   back into the caller's. */
void heat3d_resident_sync(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);
/* heat3d_resident_end: copies back as heat3d_resident_sync, then frees the device copies:
   calls copy again. */
void heat3d_resident_end(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);
/* Their gfortran symbols, every argument by reference (call heat3d_resident_begin(...) from Fortran). */
void heat3d_resident_begin_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const int32_t *nt, const double *alpha, double *u, double *v);
void heat3d_resident_sync_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const int32_t *nt, const double *alpha, double *u, double *v);
void heat3d_resident_end_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const int32_t *nt, const double *alpha, double *u, double *v);
/* Zeroes the host arrays (as the CPU library's initialiser does, so that callers of either
   library compile unchanged). */
void heat3d_first_touch(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha,
                        double * u, double * v);
/* The variant (1 to 1, as listed above) that a call with these sizes runs. */
int heat3d_variant(int32_t nx, int32_t ny, int32_t nz);

#ifdef __cplusplus
}
#endif

#endif
