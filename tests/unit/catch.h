// Catch2 v2 (Debian 12) and v3 (the GPU machine) behind one include.
#pragma once
#if __has_include(<catch2/catch_test_macros.hpp>)
#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>
using Catch::Approx;
#else
#include <catch2/catch.hpp>
#endif

// ST_SKIP(message): the test cannot run on this machine (no nvcc, another architecture).
// Catch2 v3 reports the test as skipped; v2 has no skipped state, so there the message is
// a warning and the test ends without asserting.
#if defined(SKIP)
#define ST_SKIP(message) SKIP(message)
#else
#define ST_SKIP(message) \
  do {                   \
    WARN(message);       \
    return;              \
  } while (false)
#endif
