"""Shared paths: the fixtures of the rondo repository, which the tests read in place, and the
`rondo` command of its build."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[3]
FIXTURES = REPOSITORY / "fixtures"
SPRING_OPEN = FIXTURES / "examples" / "spring-open.trf"
# Paired round by round by bbpPairings v6.0.0 (FIDE Dutch 2025), with the tie-break values of
# gacrux's tiebreakchecker next to it; see fixtures/conformance/README.md.
CONFORMANCE_2025 = FIXTURES / "conformance" / "dutch-2025" / "d25b_012_n12_r7_s1932893481.trf"
CONFORMANCE_TIEBREAKS = FIXTURES / "conformance" / "tiebreaks" / "d25b_012_n12_r7_s1932893481.json"
# Paired by bbpPairings v5.0.1 under the 2017 rules.
CONFORMANCE_2017 = FIXTURES / "conformance" / "dutch-2017" / "d17a_009_n12_r5_s1309280003.trf"
NO_VALID_PAIRING = FIXTURES / "conformance" / "no-valid-pairing"
GENERATED = FIXTURES / "generated"


@pytest.fixture
def spring_open():
    import rondo

    return rondo.read(SPRING_OPEN)


@pytest.fixture
def rondo_binary() -> Path:
    """The `rondo` command of this repository's build; the tests that need it skip without it."""
    named = os.environ.get("RONDO_BIN")
    candidates = [Path(named)] if named else []
    target = Path(os.environ.get("CARGO_TARGET_DIR", REPOSITORY / "target"))
    candidates += [target / "release" / "rondo", target / "debug" / "rondo"]
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    pytest.skip("no rondo binary built (cargo build --release -p rondo-cli)")
