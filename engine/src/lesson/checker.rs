//! The checker: a lesson played through in its game (the position reads, each
//! goal can be met, each reply is legal where it is played), and the replies
//! the computer makes in lessons.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::error::{LessonError, LessonErrorKind};
use super::model::COMPUTER_REPLY;
use super::model::{Goal, Lesson};
use crate::game::Outcome;
use crate::kind::{GameVisitor, Registered};
use crate::level::Level;
use crate::search::{prove, think, Limits, NoClock, ProofResult};

/// The search budget of the computer's reply in a lesson: level medium's.
#[must_use]
pub fn reply_limits<G: Registered>() -> Limits {
    G::level_limits(Level::Medium)
}

/// The computer's reply in `pos` ([`COMPUTER_REPLY`]), by the engine's search.
#[must_use]
pub fn computer_reply<G: Registered>(pos: &G) -> Option<G::Move> {
    think(pos, &G::Eval::default(), &reply_limits::<G>(), &NoClock, 1).best
}

/// Any legal reply in `pos`, the first listed: what [`Lesson::check_with`]
/// plays for the computer where no search is at hand (a page checking a
/// lesson before it shows it).
#[must_use]
pub fn any_reply<G: Registered>(pos: &G) -> Option<G::Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.first().copied()
}

/// The proof search's budget for a `win-in` goal.
const WIN_IN_NODES: usize = 200_000;

impl Goal {
    /// Whether `m`, legal in `pos`, meets the goal.
    pub fn accepts<G: Registered>(&self, pos: &G, m: G::Move) -> bool {
        let mover = pos.turn();
        let mut after = pos.clone();
        after.play_unchecked(m);
        match self {
            Goal::Any => true,
            Goal::Capture(n) => pos.takes(m) >= u32::from(*n),
            Goal::Win => after.outcome() == Some(Outcome::Win(mover)),
            Goal::WinIn(n) => {
                after.outcome() == Some(Outcome::Win(mover))
                    || (*n > 1
                        && matches!(
                            prove(&after, mover, u16::from(*n) * 2 - 2, WIN_IN_NODES),
                            ProofResult::Proven(_)
                        ))
            }
            Goal::Move(text) => pos.parse_move(text).is_ok_and(|wanted| wanted == m),
            Goal::End => after.outcome().is_some(),
        }
    }

    /// A move of `pos` that meets the goal, if one is found.
    pub fn solution<G: Registered>(&self, pos: &G) -> Option<G::Move> {
        // A named move is found by reading it: an offer (Thud's proposal to end
        // a battle) is legal without being one of the moves listed.
        if let Goal::Move(text) = self {
            return pos.parse_move(text).ok();
        }
        if let Goal::WinIn(n) = self {
            return match prove(pos, pos.turn(), u16::from(*n) * 2 - 1, WIN_IN_NODES) {
                ProofResult::Proven(proof) => proof.line.first().copied(),
                _ => None,
            };
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves.into_iter().find(|&m| self.accepts(pos, m))
    }
}

impl Lesson {
    fn error(&self, line: usize, kind: LessonErrorKind) -> LessonError {
        LessonError {
            lesson: Some(self.id.clone()),
            line,
            kind,
        }
    }

    /// The lesson's start in game `G` (its game).
    ///
    /// # Errors
    /// The rules or the position do not read, or the game there is over.
    pub fn start<G: Registered>(&self) -> Result<G, LessonError> {
        let rules =
            G::parse_rules(&self.rules).map_err(|e| self.error(self.line, LessonErrorKind::Rules(e.to_string())))?;
        let pos = G::from_text(&self.position, &rules)
            .map_err(|e| self.error(self.line, LessonErrorKind::Position(e.to_string())))?;
        if pos.outcome().is_some() {
            return Err(self.error(self.line, LessonErrorKind::Position("the game there is over".into())));
        }
        Ok(pos)
    }

    /// Plays the lesson through in `G`: the position reads, each goal is met by
    /// a move found, each reply is legal where it is played, the computer's
    /// replies chosen by the engine's search ([`computer_reply`]). Returns the
    /// moves played (the player's and the replies), in notation.
    ///
    /// # Errors
    /// The first [`LessonError`] met.
    pub fn check_in<G: Registered>(&self) -> Result<Vec<String>, LessonError> {
        self.check_with(&computer_reply::<G>)
    }

    /// [`Lesson::check_in`] with the computer's replies chosen by `computer`.
    ///
    /// # Errors
    /// The first [`LessonError`] met.
    pub fn check_with<G: Registered>(
        &self,
        computer: &dyn Fn(&G) -> Option<G::Move>,
    ) -> Result<Vec<String>, LessonError> {
        let mut pos = self.start::<G>()?;
        let mut line = Vec::new();
        for (k, step) in self.steps.iter().enumerate() {
            let mut cells = step
                .arrows
                .iter()
                .flat_map(|a| a.split('-'))
                .chain(step.marks.iter().map(String::as_str));
            if let Some(bad) = cells.find(|c| !G::is_cell(c)) {
                return Err(self.error(step.line, LessonErrorKind::BadCell(bad.to_string())));
            }
            if let Some(arrow) = step.arrows.iter().find(|a| !a.contains('-')) {
                return Err(self.error(step.line, LessonErrorKind::BadCell(arrow.clone())));
            }
            if pos.outcome().is_some() {
                return Err(self.error(step.line, LessonErrorKind::EndedEarly));
            }
            if k > 0 && self.steps[k - 1].reply.is_none() {
                return Err(self.error(step.line, LessonErrorKind::NoReply));
            }
            let goal_text = || step.goal.to_string();
            let m = step
                .goal
                .solution(&pos)
                .ok_or_else(|| self.error(step.line, LessonErrorKind::Unreachable(goal_text())))?;
            line.push(pos.move_to_text(m));
            pos.play_unchecked(m);
            if let Some(reply) = &step.reply {
                let refused = |reason: String| {
                    self.error(
                        step.line,
                        LessonErrorKind::Reply {
                            text: reply.clone(),
                            reason,
                        },
                    )
                };
                if pos.outcome().is_some() {
                    return Err(refused("the game is over".into()));
                }
                let r = if reply == COMPUTER_REPLY {
                    computer(&pos).ok_or_else(|| refused("the computer has no move".into()))?
                } else {
                    pos.parse_move(reply).map_err(|e| refused(e.to_string()))?
                };
                line.push(pos.move_to_text(r));
                pos = pos.play(r).map_err(|e| refused(e.to_string()))?;
            }
        }
        Ok(line)
    }

    /// [`Lesson::check_in`] in the lesson's own game.
    ///
    /// # Errors
    /// The first [`LessonError`] met.
    pub fn check(&self) -> Result<Vec<String>, LessonError> {
        struct Check<'a>(&'a Lesson);
        impl GameVisitor for Check<'_> {
            type Output = Result<Vec<String>, LessonError>;
            fn visit<G: Registered>(self) -> Self::Output {
                self.0.check_in::<G>()
            }
        }
        self.game.visit(Check(self))
    }
}
