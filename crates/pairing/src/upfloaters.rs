//! The upfloater sets of the procedural FIDE Swiss systems: the Double-Swiss (C.04.5) and the
//! Swiss Team (C.04.6) systems both choose a top scoregroup's upfloaters from the score levels
//! below it, by the fewest from the lowest level (\[C5\], [`upfloater_profiles`]) and then in
//! the lexicographic order of art. 3.5.4 ([`for_each_upfloater_set`]).

/// The score profiles of `size` upfloaters drawn from score levels of `sizes` members each
/// (highest score first), best first by \[C5\] of both texts: the fewest from the lowest level,
/// then from the next lowest, and so on (the ascending list of their scores as high as
/// possible). A profile gives how many come from each level; none when fewer than `size` exist.
///
/// ```
/// use rondo_pairing::upfloater_profiles;
///
/// // Three upfloaters from levels of three and three: all three from the top level first.
/// let profiles = upfloater_profiles(&[3, 3], 3);
/// assert_eq!(profiles[..2], [vec![3, 0], vec![2, 1]]);
/// assert!(upfloater_profiles(&[1, 1], 3).is_empty());
/// ```
#[must_use]
pub fn upfloater_profiles(sizes: &[usize], size: usize) -> Vec<Vec<usize>> {
    fn go(
        sizes: &[usize],
        level: usize,
        left: usize,
        current: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        let above: usize = sizes[..level].iter().sum();
        let lowest = left.saturating_sub(above);
        let highest = left.min(sizes[level]);
        for take in lowest..=highest {
            current[level] = take;
            if level == 0 {
                if take == left {
                    out.push(current.clone());
                }
            } else {
                go(sizes, level - 1, left - take, current, out);
            }
        }
        current[level] = 0;
    }
    let mut out = Vec::new();
    if sizes.is_empty() {
        if size == 0 {
            out.push(Vec::new());
        }
        return out;
    }
    if sizes.iter().sum::<usize>() < size {
        return out;
    }
    let mut current = vec![0; sizes.len()];
    go(sizes, sizes.len() - 1, size, &mut current, &mut out);
    out
}

/// Calls `visit` with every set of `profile` (so many members from each of `levels`, each
/// level listed by TPN) in the order of art. 3.5.4: members listed by score then TPN (3.5.3),
/// lists compared lexicographically. Stops when `visit` returns false.
///
/// # Panics
///
/// Panics if `profile` is shorter than `levels`.
pub fn for_each_upfloater_set(
    levels: &[Vec<usize>],
    profile: &[usize],
    visit: &mut dyn FnMut(&[usize]) -> bool,
) {
    fn go(
        levels: &[Vec<usize>],
        profile: &[usize],
        level: usize,
        start: usize,
        current: &mut Vec<usize>,
        visit: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if level == levels.len() {
            return visit(current);
        }
        let chosen_here = current.len() - profile[..level].iter().sum::<usize>();
        if chosen_here == profile[level] {
            return go(levels, profile, level + 1, 0, current, visit);
        }
        let still = profile[level] - chosen_here;
        for index in start..levels[level].len() {
            if levels[level].len() - index < still {
                break;
            }
            current.push(levels[level][index]);
            let more = go(levels, profile, level, index + 1, current, visit);
            current.pop();
            if !more {
                return false;
            }
        }
        true
    }
    let mut current = Vec::new();
    go(levels, profile, 0, 0, &mut current, visit);
}
