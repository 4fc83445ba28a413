//! Work over many inputs at once, for a command given thousands of files.
//!
//! Policy: one worker thread per core (never more than the inputs), each taking the next input
//! not yet taken, so that a slow file does not hold up the rest; the results come back in the
//! order of the inputs, whatever order they finished in. Workers only compute: what they
//! return is written by the caller, in that order, so that outputs and messages never
//! interleave. A progress report, when asked for, is made from the calling thread.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// How often the calling thread reports progress.
const PROGRESS_INTERVAL: Duration = Duration::from_millis(100);

/// `work` applied to every input on parallel threads, the results in the order of `inputs`.
///
/// With `progress`, the calling thread reports the number of inputs done every tenth of a
/// second while the workers run, the last report being `inputs.len()`.
///
/// # Panics
///
/// When `work` panics (the panic is passed on once every worker has stopped).
pub fn map_in_order<T: Sync, R: Send>(
    inputs: &[T],
    work: impl Fn(&T) -> R + Sync,
    progress: Option<&mut dyn FnMut(usize)>,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let n_workers = std::thread::available_parallelism()
        .map_or(1, std::num::NonZero::get)
        .min(inputs.len())
        .max(1);
    let mut finished: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..n_workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut results = Vec::new();
                    loop {
                        // Each index is taken by one worker, and every index is taken.
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(input) = inputs.get(index) else {
                            break results;
                        };
                        results.push((index, work(input)));
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                })
            })
            .collect();
        if let Some(report) = progress {
            loop {
                let n_done = done.load(Ordering::Relaxed);
                report(n_done);
                if n_done >= inputs.len() {
                    break;
                }
                std::thread::sleep(PROGRESS_INTERVAL);
            }
        }
        workers
            .into_iter()
            .flat_map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    finished.sort_unstable_by_key(|(index, _)| *index);
    finished.into_iter().map(|(_, result)| result).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_keep_the_order_of_the_inputs_and_progress_ends_at_all_done() {
        let inputs: Vec<u64> = (0..40).collect();
        let mut reports = Vec::new();
        let squares = map_in_order(
            &inputs,
            |n| {
                // Early inputs take longest, so that they finish last.
                std::thread::sleep(Duration::from_millis(40 - n));
                n * n
            },
            Some(&mut |n_done| reports.push(n_done)),
        );
        assert_eq!(squares, inputs.iter().map(|n| n * n).collect::<Vec<_>>());
        assert_eq!(reports.last(), Some(&40));
        assert!(reports.is_sorted());
        assert!(map_in_order(&[] as &[u64], |n| *n, None).is_empty());
    }
}
