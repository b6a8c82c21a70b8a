//! The board by keyboard: the arrow keys move a cursor over the cells (as seen
//! on the screen), Enter or Space acts like a click, Escape lets go of the
//! selection and of a gesture in progress. While a choice is in progress (which
//! pieces a capture takes), Space toggles the cell and Enter confirms the choice. The cursor shows while the board has
//! the focus.

use std::rc::Rc;

use yew::prelude::*;

use super::grid::{Cell, Grid};

/// The cell reached from `from` by one press of an arrow key: the nearest cell
/// that exists (has a name) in that direction on the screen, if any.
pub fn cell_toward(grid: &Grid, names: &[AttrValue], from: Cell, key: &str) -> Option<Cell> {
    let (df, dr): (i16, i16) = match key {
        "ArrowUp" => (0, 1),
        "ArrowDown" => (0, -1),
        "ArrowLeft" => (-1, 0),
        "ArrowRight" => (1, 0),
        _ => return None,
    };
    let (df, dr) = if grid.flipped { (-df, -dr) } else { (df, dr) };
    let (f, r) = grid.file_rank(from);
    let (mut f, mut r) = (i16::from(f), i16::from(r));
    loop {
        f += df;
        r += dr;
        if f < 0 || r < 0 || f >= i16::from(grid.files) || r >= i16::from(grid.ranks) {
            return None;
        }
        let c = grid.cell(f as u8, r as u8);
        if names.get(usize::from(c)).is_some_and(|n| !n.is_empty()) {
            return Some(c);
        }
    }
}

/// The keyboard's cursor and the board's handlers.
pub struct Keyboard {
    /// The cursor, while the board has the focus and the cell exists.
    pub cursor: Option<Cell>,
    /// Handler for the `<svg>`.
    pub onkeydown: Callback<KeyboardEvent>,
    /// See [`Keyboard::onkeydown`].
    pub onfocus: Callback<FocusEvent>,
    /// See [`Keyboard::onkeydown`].
    pub onblur: Callback<FocusEvent>,
}

/// What the keyboard acts on and with.
pub struct KeyTargets {
    /// The cells' names, by cell (an empty name: no such cell).
    pub names: Rc<Vec<AttrValue>>,
    /// Where the cursor starts: the selection, else the last move's target.
    pub start: Option<Cell>,
    /// A click on a cell.
    pub activate: Rc<dyn Fn(Cell) -> Option<Cell>>,
    /// Lets go of the selection.
    pub deselect: Callback<()>,
    /// Escape: a gesture in progress is dropped.
    pub on_cancel: Callback<()>,
    /// Enter while a choice is in progress: the choice is confirmed.
    pub on_confirm: Option<Callback<()>>,
}

/// The keyboard of a board drawn on `grid`, moving `cursor`.
#[hook]
pub fn use_keyboard(grid: Grid, cursor: &UseStateHandle<Option<Cell>>, targets: KeyTargets) -> Keyboard {
    let focused = use_state(|| false);
    let KeyTargets {
        names,
        start,
        activate,
        deselect,
        on_cancel,
        on_confirm,
    } = targets;
    let exists = {
        let names = names.clone();
        move |c: Cell| names.get(usize::from(c)).is_some_and(|n| !n.is_empty())
    };
    let start_cell = {
        let (names, exists) = (names.clone(), exists.clone());
        move || -> Option<Cell> {
            let middle = grid.cell(grid.files / 2, grid.ranks / 2);
            start
                .filter(|&c| exists(c))
                .or_else(|| exists(middle).then_some(middle))
                .or_else(|| (0..names.len() as Cell).find(|&c| exists(c)))
        }
    };
    let onkeydown = {
        let (cursor, names, start_cell) = (cursor.clone(), names.clone(), start_cell.clone());
        Callback::from(move |e: KeyboardEvent| {
            if e.alt_key() || e.ctrl_key() || e.meta_key() {
                return;
            }
            let here = (*cursor).or_else(&start_cell);
            let key = e.key();
            match key.as_str() {
                "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" => {
                    if let Some(c) = here {
                        cursor.set(Some(cell_toward(&grid, &names, c, &key).unwrap_or(c)));
                    }
                }
                "Enter" if on_confirm.is_some() => {
                    if let Some(confirm) = &on_confirm {
                        confirm.emit(());
                    }
                }
                "Enter" | " " => {
                    if let Some(c) = here {
                        cursor.set(Some(c));
                        activate(c);
                    }
                }
                "Escape" => {
                    deselect.emit(());
                    on_cancel.emit(());
                }
                _ => return,
            }
            // The board's keys are its own: no scrolling, no stepping through moves.
            e.prevent_default();
            e.stop_propagation();
        })
    };
    let onfocus = {
        let (focused, cursor) = (focused.clone(), cursor.clone());
        Callback::from(move |_: FocusEvent| {
            focused.set(true);
            if cursor.is_none() {
                cursor.set(start_cell());
            }
        })
    };
    let onblur = {
        let focused = focused.clone();
        Callback::from(move |_: FocusEvent| focused.set(false))
    };
    Keyboard {
        cursor: (**cursor).filter(|&c| *focused && exists(c)),
        onkeydown,
        onfocus,
        onblur,
    }
}
