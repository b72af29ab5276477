// The per-machine cache of measured ceilings: one JSON file per target, machine
// fingerprint and measurement request under $XDG_CACHE_HOME/stenciltune (or
// ~/.cache/stenciltune), written to a temporary name and renamed into place, so a
// reader never sees half a file.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "roofline/ceilings.h"

namespace st {

// Nothing when neither XDG_CACHE_HOME nor HOME is set.
std::optional<std::filesystem::path> cache_directory();

// The file for these ceilings; a request other than the default gets a file of its own,
// so a quick measurement never replaces the real one.
std::filesystem::path ceilings_cache_file(const std::filesystem::path& directory, const std::string& target,
                                          const std::string& fingerprint, const MeasureRequest& request);

// The cached ceilings, when the file exists, parses, and was measured for the same
// target, fingerprint and request.
std::optional<Ceilings> read_cached_ceilings(const std::filesystem::path& file, const std::string& target,
                                             const std::string& fingerprint, const MeasureRequest& request);

// Temp file + rename; throws RooflineUnavailable when the folder cannot be written.
void write_cached_ceilings(const std::filesystem::path& file, const Ceilings& ceilings);

}  // namespace st
