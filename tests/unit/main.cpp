// The Catch2 runner for every unit test (v2 needs a main of its own; v3 brings one).
#if !__has_include(<catch2/catch_test_macros.hpp>)
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
#endif
