//! Widgets around a board that every game shares: the move list and review,
//! messages, the new-game form, the typed move and the save-and-share panel.

mod move_tree;
mod moves;
mod new_game;
mod notice;
mod share;
mod typed_move;

pub use move_tree::{MoveTreeView, TreeBar};
pub use moves::{nav_button, numbered_move, use_review_keys, use_tree_keys, MoveList, Nav, ReviewBar};
pub use new_game::{player_name, NewGameForm};
pub(crate) use notice::ai_error_text;
pub use notice::{record_error_text, refusal_text, NoticeBar};
pub use share::SharePanel;
pub use typed_move::TypedMove;

#[cfg(test)]
mod tests {
    use abstrakta_engine::thud::{Move, Position, Rules};
    use abstrakta_engine::{Game, Notation};

    use super::moves::{move_place, numbered_move};
    use super::notice::{notice_text, record_error_text};
    use crate::i18n::{Lang, Refusals, Text};
    use crate::state::{MoveRefusal, Notice, PositionRefusal, RecordError};

    #[test]
    fn a_move_is_numbered_as_the_move_list_numbers_it() {
        // One round: pairs from 1.
        assert_eq!(move_place(&[], 0), (0, 1, false));
        assert_eq!(move_place(&[], 1), (0, 1, true));
        assert_eq!(move_place(&[], 22), (0, 12, false));
        // A second round from move 7 (the first round ended on the first move of
        // a pair) starts again at 1.
        assert_eq!(move_place(&[7], 6), (0, 4, false));
        assert_eq!(move_place(&[7], 7), (1, 1, false));
        assert_eq!(move_place(&[7], 10), (1, 2, true));
        // A start at 0 is no round of its own.
        assert_eq!(move_place(&[0, 4], 3), (0, 2, true));
        assert_eq!(numbered_move("Round", &[], 23, "d3-d6xc6"), "12… d3-d6xc6");
        assert_eq!(numbered_move("Battle", &[7], 8, "dA6-A5"), "Battle 2, 1… dA6-A5");
        assert_eq!(numbered_move(Lang::Cs.t(Text::Round), &[7], 9, "x"), "Kolo 2, 2. x");
    }

    /// The notice of the computer's Thud move `m` from the start, written
    /// `notation`.
    fn moved(notation: &str, m: Move, after_crash: bool) -> Notice<Position> {
        Notice::ComputerMoved {
            notation: notation.into(),
            depth: 2,
            nodes: 100,
            ms: 5,
            after_crash,
            forced_in: None,
            played: Some((Position::new(&Rules::default()), m)),
        }
    }

    #[test]
    fn the_computer_s_moves_and_offers_read_as_words() {
        let step = Position::new(&Rules::default()).parse_move("dF1-F6").unwrap();
        let text = |n: &str, m: Move, crash: bool| notice_text(Lang::En, &moved(n, m, crash)).1;
        assert_eq!(text("dF1-F6", step, false), "The computer moved a dwarf from F1 to F6.");
        assert_eq!(
            text("propose", Move::Propose, false),
            "The computer proposes to end the battle."
        );
        assert_eq!(
            text("accept", Move::Accept, false),
            "The computer accepted the end of the battle."
        );
        assert_eq!(
            text("refuse", Move::Refuse, false),
            "The computer refused to end the battle and plays on."
        );
        assert!(text("propose", Move::Propose, true).contains("crashed"));
        assert_eq!(
            notice_text(Lang::Cs, &moved("propose", Move::Propose, false)).1,
            "Počítač navrhuje ukončit bitvu."
        );
    }

    #[test]
    fn a_refused_record_is_worded_in_both_languages() {
        let text = |lang, error: &RecordError<Position>| record_error_text(lang, error);
        let many = RecordError::Position(PositionRefusal::TooManyMoves { moves: 10_001 });
        assert_eq!(
            text(Lang::En, &many),
            "the record has 10001 moves; at most 10000 are read"
        );
        assert_eq!(text(Lang::Cs, &many), "záznam má 10001 tahů; přečte se nejvýš 10000");
        let long = RecordError::Position(PositionRefusal::TooLong { length: 2000 });
        assert!(text(Lang::En, &long).contains("2000 characters long"));
        let start = Position::new(&Rules::default());
        let refused = start.parse_move("dF1-F2xF3").unwrap_err();
        let error = RecordError::Move {
            index: 1,
            text: "dF1-F2xF3".into(),
            reason: MoveRefusal::Refused(refused.clone()),
        };
        assert_eq!(
            text(Lang::En, &error),
            format!("move 2 (dF1-F2xF3): {}", Position::move_refusal(Lang::En, &refused))
        );
        assert!(text(Lang::Cs, &error).starts_with("tah 2 (dF1-F2xF3): "));
        let long_move = RecordError::<Position>::Move {
            index: 0,
            text: "x".into(),
            reason: MoveRefusal::TooLong { length: 50_000 },
        };
        assert!(text(Lang::En, &long_move).contains("50000 characters long; a move has at most 200"));
    }
}
