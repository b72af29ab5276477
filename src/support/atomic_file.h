// Writing a file so that a reader (or a user after a kill) sees either the old content
// or the new, never half of it: write a temporary file beside it, flush it to disk,
// rename it into place, and flush the folder.
#pragma once

#include <string>
#include <string_view>

namespace st {

// Replaces `path` with `content`. Throws UserError naming the file when the folder is
// not writable, EnvironmentError when the disk is full or failing; the old file is
// then left as it was, and no temporary file stays behind.
void write_file_atomically(const std::string& path, std::string_view content);

// Reads a whole file; throws UserError naming the file when it cannot be read.
std::string read_file(const std::string& path);

}  // namespace st
