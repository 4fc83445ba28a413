//! The order in which the 2009 text tries pairings: transpositions of S2 (D1) and exchanges
//! between S1 and S2 (D2).
//!
//! D1: the transpositions of S2 are its permutations in lexicographic order of the players'
//! numbers ("all the numbers that can be written with the digits 5, 6, 7 and 8, in ascending
//! order"). The search walks them depth first, which visits the same order and lets it skip
//! every permutation that starts with a pair already known to fail.
//!
//! D2: exchanges of one player come first, then of two, and so on. Among exchanges of the same
//! size, the smaller difference between the sums of the numbers exchanged comes first; at equal
//! difference, the exchange whose S1 players are lower in S1 comes first (compared from the
//! lowest player up, as the text's tables show: 3+4 before 2+4 before 2+3); the text says
//! nothing of ties on the S2 side (5+8 and 6+7 from the same S1 players), where the S2 set with
//! the higher-ranked players comes first.

/// One exchange: the S1 numbers that go to S2 and the S2 numbers that go to S1 (numbers are
/// positions in the bracket, 1 = highest).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Exchange {
    pub from_s1: Vec<usize>,
    pub from_s2: Vec<usize>,
}

/// At most this many candidate exchanges of one size are listed; beyond it, exchanges of that
/// size and larger are not tried (the search bound of the module documentation).
pub(crate) const EXCHANGE_LIMIT: usize = 200_000;

/// The exchanges between `s1` and `s2` (bracket numbers), in the order of D2.
pub(crate) fn exchanges(s1: &[usize], s2: &[usize]) -> Vec<Exchange> {
    let mut all = Vec::new();
    for size in 1..=s1.len().min(s2.len()) {
        let count = binomial(s1.len(), size).saturating_mul(binomial(s2.len(), size));
        if count > EXCHANGE_LIMIT as u128 {
            break;
        }
        let left = subsets(s1, size);
        let right = subsets(s2, size);
        let mut of_size: Vec<Exchange> = Vec::new();
        for a in &left {
            for b in &right {
                of_size.push(Exchange {
                    from_s1: a.clone(),
                    from_s2: b.clone(),
                });
            }
        }
        of_size.sort_by(|x, y| {
            let difference = |e: &Exchange| {
                e.from_s2.iter().sum::<usize>() as i64 - e.from_s1.iter().sum::<usize>() as i64
            };
            let lowest_first = |e: &Exchange| {
                let mut numbers = e.from_s1.clone();
                numbers.sort_unstable_by(|a, b| b.cmp(a));
                numbers
            };
            difference(x)
                .cmp(&difference(y))
                .then_with(|| lowest_first(y).cmp(&lowest_first(x)))
                .then_with(|| x.from_s2.cmp(&y.from_s2))
        });
        all.extend(of_size);
    }
    all
}

/// The next transposition of `s2` after the given one (D1), `None` after the last.
#[cfg(test)]
pub(crate) fn next_transposition(s2: &[usize]) -> Option<Vec<usize>> {
    let mut next = s2.to_vec();
    let pivot = (0..next.len().saturating_sub(1))
        .rev()
        .find(|&i| next[i] < next[i + 1])?;
    let successor = (pivot + 1..next.len())
        .rev()
        .find(|&j| next[j] > next[pivot])?;
    next.swap(pivot, successor);
    next[pivot + 1..].reverse();
    Some(next)
}

fn binomial(n: usize, k: usize) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut value: u128 = 1;
    for i in 0..k {
        value = value * (n - i) as u128 / (i + 1) as u128;
        if value > u128::from(u64::MAX) {
            return value;
        }
    }
    value
}

/// The subsets of `items` with `size` elements, each in the order of `items`.
fn subsets(items: &[usize], size: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut chosen = Vec::with_capacity(size);
    fn walk(
        items: &[usize],
        start: usize,
        size: usize,
        chosen: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if chosen.len() == size {
            out.push(chosen.clone());
            return;
        }
        for i in start..items.len() {
            if items.len() - i < size - chosen.len() {
                break;
            }
            chosen.push(items[i]);
            walk(items, i + 1, size, chosen, out);
            chosen.pop();
        }
    }
    walk(items, 0, size, &mut chosen, &mut out);
    out
}
