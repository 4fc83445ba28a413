//! Tuning constants that tests may change on their own thread, to reach paths that only large
//! brackets take (the sparse matcher, the pruning of its graph) with small tournaments.

use std::cell::Cell;
use std::thread::LocalKey;

/// A thread's override of a tuning constant (`None`: the constant itself).
pub(crate) type Override = LocalKey<Cell<Option<usize>>>;

/// The value of a tuning constant on this thread.
pub(crate) fn tuned(key: &'static Override, constant: usize) -> usize {
    key.with(Cell::get).unwrap_or(constant)
}

/// Runs `f` with the constant behind `key` set to `value` on this thread (tests only).
#[cfg(test)]
pub(crate) fn with_tuned<T>(key: &'static Override, value: usize, f: impl FnOnce() -> T) -> T {
    let previous = key.with(|cell| cell.replace(Some(value)));
    let result = f();
    key.with(|cell| cell.set(previous));
    result
}
