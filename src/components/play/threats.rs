//! The "show threats" aid on the play page: the opponent's immediate threats,
//! found by the engine, as the board marks them and the page says them.

use super::texts::PlayMsg;
use crate::components::board::Cell;
use crate::components::game::{arrow_cells, UiGame};
use crate::i18n::Lang;

/// The most threats the board draws at once (the strongest ones).
const MAX_THREATS: usize = 12;

/// The opponent's immediate threats in `pos`, found by the engine
/// ([`abstrakta_engine::threats`]), as the board and the page show them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ThreatView {
    /// An arrow for each threatening move (one per gesture).
    pub arrows: Vec<Vec<Cell>>,
    /// The cells whose pieces they would take.
    pub cells: Vec<Cell>,
    /// Each move in notation, marked when it would win.
    pub words: Vec<String>,
}

/// The [`ThreatView`] of `pos`; `None` when the engine has none to look for
/// (the game is over, or the other side never takes anything here).
pub fn threat_view<G: UiGame>(lang: Lang, pos: &G) -> Option<ThreatView> {
    let (passed, found) = abstrakta_engine::threats(pos)?;
    let mut view = ThreatView::default();
    for threat in found {
        let Some(cells) = arrow_cells(&passed, threat.mv) else {
            continue;
        };
        for c in G::removed(&passed, threat.mv) {
            if !view.cells.contains(&c) {
                view.cells.push(c);
            }
        }
        let ends = (cells.first().copied(), cells.last().copied());
        if view.arrows.len() >= MAX_THREATS
            || view
                .arrows
                .iter()
                .any(|a| (a.first().copied(), a.last().copied()) == ends)
        {
            continue;
        }
        let text = passed.move_to_text(threat.mv);
        view.words.push(if threat.wins {
            lang.say(PlayMsg::ThreatWins { mv: &text })
        } else {
            text
        });
        view.arrows.push(cells);
    }
    Some(view)
}
