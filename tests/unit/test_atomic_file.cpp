// write_file_atomically replaces a file whole and reports an unwritable folder.
#include <unistd.h>

#include <filesystem>

#include "catch.h"
#include "frontend/diagnostics.h"
#include "support/atomic_file.h"

TEST_CASE("write_file_atomically replaces the content and leaves no temporary", "[support]") {
  auto dir = std::filesystem::temp_directory_path() / ("st-atomic-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::string path = (dir / "f.txt").string();
  st::write_file_atomically(path, "old");
  st::write_file_atomically(path, "new content");
  CHECK(st::read_file(path) == "new content");
  int files = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) files += e.is_regular_file() ? 1 : 0;
  CHECK(files == 1);
  CHECK_THROWS_AS(st::write_file_atomically((dir / "missing" / "f.txt").string(), "x"), st::UserError);
  CHECK_THROWS_AS(st::read_file((dir / "absent").string()), st::UserError);
  std::filesystem::remove_all(dir);
}
