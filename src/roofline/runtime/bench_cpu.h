/* What the roofline's CPU programs (stream_cpu.c, flops_cpu.c) share: the vector width,
   the clock, the exit on bad input, the CPU list, pinning and the printed times. Each
   program defines ST_PROGRAM (its name, for messages) and _GNU_SOURCE, then includes
   this file; the tuner writes it beside them (src/roofline/microbenchmark.h). */
#ifndef ST_ROOFLINE_BENCH_CPU_H
#define ST_ROOFLINE_BENCH_CPU_H

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(__AVX512F__)
#define ST_VBYTES 64
#elif defined(__AVX__)
#define ST_VBYTES 32
#else
#define ST_VBYTES 16
#endif

#define ST_MAX_CPUS 1024

static inline double now_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static inline void die(const char* what) {
  fprintf(stderr, "%s: %s\n", ST_PROGRAM, what);
  exit(2);
}

/* CPUS, comma-separated CPU ids, into cpus[ST_MAX_CPUS]; returns how many (at least one). */
static inline int parse_cpus(char* text, int* cpus) {
  int count = 0;
  char* end = NULL;
  for (char* tok = strtok(text, ","); tok; tok = strtok(NULL, ",")) {
    if (count == ST_MAX_CPUS) die("too many CPUs");
    cpus[count++] = (int)strtol(tok, &end, 10);
    if (*end || cpus[count - 1] < 0 || cpus[count - 1] >= CPU_SETSIZE)
      die("CPUS must be a comma-separated list of CPU ids");
  }
  if (count == 0) die("CPUS is empty");
  return count;
}

/* Pins the calling thread to `cpu`; 0 when the system refused. */
static inline int pin_to_cpu(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  return sched_setaffinity(0, sizeof set, &set) == 0;
}

/* The times of the repetitions, as the elements of a JSON array. */
static inline void print_seconds(const double* seconds, int repetitions) {
  for (int r = 0; r < repetitions; ++r) printf("%s%.9e", r ? ", " : "", seconds[r]);
}

#endif
