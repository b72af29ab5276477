// The key of the tuning database (tuning_db.h): what a set of measurements is valid for.
// Apart from the database so that what carries a key (a packaged part, for the MPI
// entry's search on the rank grid) need not include the database.
#pragma once

#include <string>
#include <tuple>
#include <vector>

namespace st {

// What a set of measurements is valid for. Two runs share measurements only when all
// five fields are equal.
struct TuningKey {
  std::string stencil;   // stencil_hash() of the normalised stencil text
  std::string size;      // "256x256x256"
  std::string target;    // "cpu", "cuda", "cpu, 12 steps a call", "cpu, MPI on 2x2x1 ranks, blocking, ..."
  std::string machine;   // MachineInfo::fingerprint() or the GPU's equivalent
  std::string compiler;  // the compiler's version line

  // `stencil_text` is whatever the caller normalised the stencil to (the printed
  // Fortran of the analysed subroutine, say); it is hashed here.
  static TuningKey make(const std::string& stencil_text, const std::vector<long long>& extents, std::string target,
                        std::string machine, std::string compiler);
  std::string text() const;  // one line for logs
  auto tie() const { return std::tie(stencil, size, target, machine, compiler); }
  bool operator==(const TuningKey& other) const { return tie() == other.tie(); }
  bool operator<(const TuningKey& other) const { return tie() < other.tie(); }
};

// FNV-1a (64 bits) of the text, as 16 hex digits: stable across compilers and runs.
std::string stencil_hash(const std::string& normalised_text);

}  // namespace st
