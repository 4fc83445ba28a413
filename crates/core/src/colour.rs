//! Colours and per-colour containers.

/// The colour of the pieces a player has in a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Colour {
    /// White, TRF `w`.
    White,
    /// Black, TRF `b`.
    Black,
}

impl Colour {
    /// Both colours, White first.
    pub const ALL: [Colour; 2] = [Colour::White, Colour::Black];

    /// The other colour.
    #[must_use]
    pub const fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The TRF letter, `w` or `b`.
    #[must_use]
    pub const fn trf_char(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }

    /// What a game with this colour adds to the colour difference: +1 for White, −1 for Black
    /// (C.04.3 art. 1.6; the same count in every Swiss system).
    #[must_use]
    pub const fn sign(self) -> i32 {
        match self {
            Colour::White => 1,
            Colour::Black => -1,
        }
    }
}

/// The colour difference of a colour history: games with White minus games with Black
/// (C.04.3 art. 1.6).
#[must_use]
pub fn colour_difference(colours: &[Colour]) -> i32 {
    colours.iter().map(|colour| colour.sign()).sum()
}

/// One value per colour, instead of `[T; 2]` indexed by magic numbers.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ByColour<T> {
    /// The value for White.
    pub white: T,
    /// The value for Black.
    pub black: T,
}

impl<T> ByColour<T> {
    /// The value for `colour`.
    pub fn get(&self, colour: Colour) -> &T {
        match colour {
            Colour::White => &self.white,
            Colour::Black => &self.black,
        }
    }

    /// The value for `colour`, mutably.
    pub fn get_mut(&mut self, colour: Colour) -> &mut T {
        match colour {
            Colour::White => &mut self.white,
            Colour::Black => &mut self.black,
        }
    }
}
