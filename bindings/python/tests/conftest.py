"""Shared paths: the fixtures of the rondo repository, which the tests read in place."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[3] / "fixtures"
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
