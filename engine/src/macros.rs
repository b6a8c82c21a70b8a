//! Macros shared by the games' modules.

/// The text forms every game implements the same way: its `PositionTextError`
/// and `MoveTextError` aliases, the position's `Display` (its `Setup`'s text,
/// from `Position::setup`) and `Debug`, and its [`Notation`](crate::Notation) impl, from
/// the names in scope where it is used (`Position`, `Rules`, `Move`, `Setup` with
/// `Position::from_setup`, `MoveText` with `to_move`, `Position::move_text`, and
/// the four error types).
macro_rules! text_notation {
    () => {
        /// Why a position text was refused.
        pub type PositionTextError = $crate::game::PositionTextError<ParsePositionError, SetupError>;

        /// Why a move text was refused.
        pub type MoveTextError = $crate::game::MoveTextError<ParseMoveError, IllegalMoveError>;

        impl core::fmt::Display for Position {
            /// The position in the text format of its `Setup`.
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Display::fmt(&self.setup(), f)
            }
        }
        impl core::fmt::Debug for Position {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, "Position({self})")
            }
        }
        impl $crate::game::Notation for Position {
            type PositionError = PositionTextError;
            type MoveError = MoveTextError;

            fn from_text(text: &str, rules: &Rules) -> Result<Position, PositionTextError> {
                let setup: Setup = text.parse().map_err(PositionTextError::Parse)?;
                Position::from_setup(&setup, *rules).map_err(PositionTextError::Setup)
            }

            fn to_text(&self) -> alloc::string::String {
                alloc::string::ToString::to_string(self)
            }

            fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
                let parsed: MoveText = text.parse().map_err(MoveTextError::Parse)?;
                parsed.to_move(self).map_err(MoveTextError::Illegal)
            }

            fn move_to_text(&self, m: Move) -> alloc::string::String {
                alloc::string::ToString::to_string(&self.move_text(m))
            }
        }
    };
}

/// The [`Weights`](crate::search::Weights) impl of an evaluation struct, from
/// the names of its weight fields (each a [`Score`](crate::search::Score)), in
/// the order the tuner reads and writes them.
macro_rules! eval_weights {
    ($eval:ty { $($field:ident),+ $(,)? }) => {
        impl $crate::search::Weights for $eval {
            fn weights(&self) -> alloc::vec::Vec<(&'static str, $crate::search::Score)> {
                alloc::vec![$((stringify!($field), self.$field)),+]
            }

            fn set_weight(&mut self, name: &str, value: $crate::search::Score) -> bool {
                match name {
                    $(stringify!($field) => {
                        self.$field = value;
                        true
                    })+
                    _ => false,
                }
            }
        }
    };
}

/// A game's entry in the registry, in its `entry.rs`: its rule options (each
/// an option's name, the field of `Rules` that holds it, its type, and its
/// values with their names, the rules as written first), and the
/// [`Registered`] impl of its `Position` (its kind, identifier, name and
/// evaluation), with the items that differ from the defaults (level budgets,
/// puzzles, bench depth). A value is a variant or an associated constant of
/// the field's type.
///
/// [`Registered`]: crate::Registered
macro_rules! register {
    (
        $kind:ident, $id:literal, $name:literal;
        options {
            $($option:literal => $field:ident: $ty:ident {
                $($value:ident => $text:literal),+ $(,)?
            }),+ $(,)?
        };
        $($item:item)*
    ) => {
        impl $crate::kind::Registered for Position {
            const KIND: $crate::kind::GameKind = $crate::kind::GameKind::$kind;
            const ID: &'static str = $id;
            const NAME: &'static str = $name;
            type Eval = Eval;

            const OPTIONS: &'static [$crate::kind::RuleOption<Rules>] = &[$(
                $crate::kind::RuleOption {
                    name: $option,
                    values: &[$($text),+],
                    get: |rules: &Rules| {
                        const VALUES: &[$ty] = &[$($ty::$value),+];
                        VALUES.iter().position(|v| *v == rules.$field).unwrap_or(0)
                    },
                    set: |rules: &mut Rules, index: usize| {
                        const VALUES: &[$ty] = &[$($ty::$value),+];
                        if let Some(&value) = VALUES.get(index) {
                            rules.$field = value;
                        }
                    },
                }
            ),+];

            $($item)*
        }
    };
}

/// `From<GridError>` for a game's `ParsePositionError`, whose `RankCount(n)` and
/// `BadChar(c)` are the grid's own and whose `RankLength` keeps the named fields
/// of the grid's (`rank`, and `expected` or `found` where the game says them).
macro_rules! from_grid_error {
    ($($field:ident),+) => {
        impl From<$crate::grid_text::GridError> for ParsePositionError {
            fn from(e: $crate::grid_text::GridError) -> Self {
                use $crate::grid_text::GridError;
                match e {
                    GridError::RankCount(n) => ParsePositionError::RankCount(n),
                    GridError::RankLength { $($field),+, .. } => ParsePositionError::RankLength { $($field),+ },
                    GridError::BadChar(c) => ParsePositionError::BadChar(c),
                }
            }
        }
    };
}
