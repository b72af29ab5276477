// stenciltune-faults: the stenciltune command line with hostile variants, for the
// reliability tests (tests/cases/hostile_variants.sh, interrupted_runs.sh). Built only
// with the test suite, from src/main.cpp and this file, whose static initialiser
// installs the evaluator's fault hook (src/harness/fault_hook.h) from two variables:
//
//   STENCILTUNE_FAULTS="KIND@WHERE;KIND@WHERE..."   the first rule that matches applies
//     KIND   crash  the variant stores through a bad pointer (SIGSEGV) on entry
//            hang   it spins on entry until the time limit kills it
//            wrong  it computes everything, then changes one point it wrote by 0.1 %
//            slow   it sleeps one second on its first call, then computes correctly
//            skip   it returns on entry, computing nothing: fast, and wrong
//            none   it is left alone (so that a later rule, say KIND@*, spares it)
//     WHERE  *, or NAME=VALUE[,NAME=VALUE...]: every parameter given has that value
//   STENCILTUNE_GRID_FAULTS="KIND@WHERE;..."         the same rules for the variants the
//     MPI entry's search on the rank grid packages (crash, hang, slow or skip), not for
//     those the one-rank search measures
//   STENCILTUNE_FAULT_TIME_LIMIT=SECONDS             a variant's run time limit
#include <cstdio>
#include <cstdlib>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "harness/fault_hook.h"

namespace {

struct Rule {
  std::string kind;
  st::Point where;  // empty: every variant
};

std::vector<Rule> rules, grid_rules;
st::VariantFaultHook hook;

[[noreturn]] void bad_rule(const std::string& text) {
  std::fprintf(stderr, "stenciltune-faults: STENCILTUNE_FAULTS: cannot read '%s'\n", text.c_str());
  std::exit(2);
}

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::istringstream in(text);
  std::string part;
  while (std::getline(in, part, separator)) {
    if (!part.empty()) parts.push_back(part);
  }
  return parts;
}

void parse_rules(const std::string& text, std::vector<Rule>& into) {
  for (const std::string& item : split(text, ';')) {
    size_t at = item.find('@');
    if (at == std::string::npos) bad_rule(item);
    Rule rule{item.substr(0, at), {}};
    if (rule.kind != "crash" && rule.kind != "hang" && rule.kind != "wrong" && rule.kind != "slow" &&
        rule.kind != "skip" && rule.kind != "none")
      bad_rule(item);
    // A wrong answer is planted in the evaluator's source, whose kernels it knows.
    if (&into == &grid_rules && rule.kind == "wrong") bad_rule(item);
    std::string where = item.substr(at + 1);
    if (where != "*") {
      for (const std::string& pair : split(where, ',')) {
        size_t eq = pair.find('=');
        if (eq == std::string::npos) bad_rule(item);
        rule.where[pair.substr(0, eq)] = std::atoll(pair.c_str() + eq + 1);
      }
    }
    into.push_back(rule);
  }
}

const Rule* rule_for(const std::vector<Rule>& in, const st::Point& point) {
  for (const Rule& rule : in) {
    bool matches = true;
    for (const auto& [name, value] : rule.where) {
      auto it = point.find(name);
      matches = matches && it != point.end() && it->second == value;
    }
    if (matches) return &rule;
  }
  return nullptr;
}

// Inserts `code` at the start of the body of `entry`.
std::string at_entry(std::string source, const std::string& entry, const std::string& code) {
  size_t head = source.find("void " + entry + "(");
  size_t body = head == std::string::npos ? head : source.find("{\n", head);
  if (body == std::string::npos) {
    std::fprintf(stderr, "stenciltune-faults: no entry '%s' in the variant\n", entry.c_str());
    std::exit(3);
  }
  return source.insert(body + 2, code);
}

// Changes the first point the first nest's kernel writes, once per call of the entry.
std::string wrong_answer(std::string source, const std::string& entry) {
  size_t kernel = source.find(entry + "_nest1_block(");
  std::smatch store;
  static const std::regex assignment(R"(\n[ \t]+([A-Za-z_]\w*\[[^\n=;]*\]) = )");
  std::string rest = kernel == std::string::npos ? std::string() : source.substr(kernel);
  if (!std::regex_search(rest, store, assignment)) {
    std::fprintf(stderr, "stenciltune-faults: no store in the kernel of '%s'\n", entry.c_str());
    std::exit(3);
  }
  size_t end = source.find(";\n", kernel + static_cast<size_t>(store.position(0)));
  std::string lhs = store[1].str();
  source.insert(end + 1, "\n        if (__atomic_exchange_n(&st_fault_done, 1, __ATOMIC_RELAXED) == 0) " + lhs + " = " +
                             lhs + " * 1.001 + 0.001;");
  source = at_entry(std::move(source), entry, "  st_fault_done = 0;\n");
  return "static int st_fault_done;\n" + source;
}

std::string rewrite_by(const std::vector<Rule>& in, const st::Point& point, const std::string& entry,
                       std::string source) {
  const Rule* rule = rule_for(in, point);
  if (!rule || rule->kind == "none") return source;
  if (rule->kind == "crash") {
    return at_entry(std::move(source), entry,
                    "  { volatile intptr_t st_fault_address = 16; *(volatile int *)st_fault_address = 1; }\n");
  }
  if (rule->kind == "skip") return at_entry(std::move(source), entry, "  return;\n");
  if (rule->kind == "hang") {
    return at_entry(std::move(source), entry, "  { volatile int st_fault_spin = 1; while (st_fault_spin) { } }\n");
  }
  if (rule->kind == "slow") {
    source = at_entry(std::move(source), entry,
                      "  { static int st_fault_slept; if (!st_fault_slept) { st_fault_slept = 1; sleep(1); } }\n");
    return "extern unsigned int sleep(unsigned int);\n" + source;
  }
  return wrong_answer(std::move(source), entry);
}

struct Install {
  Install() {
    const char* faults = std::getenv("STENCILTUNE_FAULTS");
    const char* grid_faults = std::getenv("STENCILTUNE_GRID_FAULTS");
    const char* limit = std::getenv("STENCILTUNE_FAULT_TIME_LIMIT");
    if (faults) parse_rules(faults, rules);
    if (grid_faults) parse_rules(grid_faults, grid_rules);
    hook.rewrite_source = [](const st::Point& point, const std::string& entry, std::string source) {
      return rewrite_by(rules, point, entry, std::move(source));
    };
    hook.rewrite_grid_source = [](const st::Point& point, const std::string& entry, std::string source) {
      return rewrite_by(grid_rules, point, entry, std::move(source));
    };
    if (limit) hook.time_limit_seconds = std::atof(limit);
    st::set_variant_fault_hook(&hook);
  }
} install;

}  // namespace
