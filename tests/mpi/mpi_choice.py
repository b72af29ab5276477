"""The MPI timing's choice of the kernel the library runs, as report.json shows it.

Imported by the tests that tune with --ranks (tests/cases/mpi_suite.sh,
tests/gpu/mpi_cuda.sh): the library as packaged (the search's winner at its count of
threads a rank) runs unless a remade kernel's timing beat its fastest by more than 5 %
and, run again alternately with it on the rank grid, beat it again by more than 5 %.
"""

MARGIN = 0.05


def chosen_timing(mpi):
    """Asserts the rule above for report.json's `mpi` (one subroutine); returns the
    timing chosen."""
    t = mpi["timings"]
    chosen = [x for x in t if x["chosen"]]
    assert len(chosen) == 1, t
    confirmations = mpi.get("confirmations", [])
    fastest = min(range(len(t)), key=lambda i: t[i]["seconds"])
    packaged = [i for i, x in enumerate(t)
                if x["variant"] == 0 and not x["found_on_grid"] and x["threads"] == t[0]["threads"]]
    if not packaged:
        assert not confirmations and chosen[0] is t[fastest], (confirmations, t)
        return chosen[0]
    p = min(packaged, key=lambda i: t[i]["seconds"])
    if t[fastest]["seconds"] > (1 - MARGIN) * t[p]["seconds"]:
        assert not confirmations and chosen[0] is t[p], (confirmations, t)
        return chosen[0]
    assert len(confirmations) == 1, confirmations
    c = confirmations[0]
    assert (c["candidate"], c["packaged"]) == (fastest, p), (c, fastest, p)
    if "failed" in c:
        assert c["rounds"] == 0 and not c["taken"], c
    else:
        assert c["rounds"] == 3 and c["candidate_seconds"] > 0 and c["packaged_seconds"] > 0, c
        assert c["taken"] == (c["candidate_seconds"] < (1 - MARGIN) * c["packaged_seconds"]), c
    assert chosen[0] is t[fastest if c["taken"] else p], (c, chosen)
    return chosen[0]
