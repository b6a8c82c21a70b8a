//! Pointer gestures on a board: a click selects a piece and a second click on
//! one of its targets moves it, or a piece is dragged there; a click on a
//! choice toggles it. Every gesture is reported through [`BoardEvents`]; the
//! board decides nothing about the rules.

use std::collections::BTreeMap;
use std::rc::Rc;

use yew::prelude::*;

use super::grid::{Cell, Grid};
use super::props::BoardSvgProps;

/// The point of a pointer event in the SVG units of `svg` (whose viewBox is
/// `width` units wide).
pub fn pointer_point(event: &PointerEvent, svg: &web_sys::Element, width: f64) -> (f64, f64) {
    let rect = svg.get_bounding_client_rect();
    let scale = if rect.width() > 0.0 { width / rect.width() } else { 1.0 };
    (
        (f64::from(event.client_x()) - rect.left()) * scale,
        (f64::from(event.client_y()) - rect.top()) * scale,
    )
}

/// A piece held by the pointer: where it was taken and where the pointer is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    /// The piece's cell.
    pub from: Cell,
    /// The pointer, in SVG units.
    pub x: f64,
    /// The pointer, in SVG units.
    pub y: f64,
    /// Whether it moved far enough to be a drag, not a click.
    pub moved: bool,
}

fn targets_of(targets: &BTreeMap<Cell, Vec<Cell>>, c: Cell) -> Vec<Cell> {
    targets.get(&c).cloned().unwrap_or_default()
}

/// The state of the pointer's gestures and their handlers.
pub struct Gestures {
    /// The piece selected (by the page, or by a click), while it may still move.
    pub selected: Option<Cell>,
    /// The piece being dragged, once it moved.
    pub dragging: Option<Drag>,
    /// A click or Enter on a cell: toggles a choice, finishes a gesture, or
    /// selects a piece (returned: a pointer may go on to drag it).
    pub activate: Rc<dyn Fn(Cell) -> Option<Cell>>,
    /// Lets go of the selection.
    pub deselect: Callback<()>,
    /// Pointer handlers for the `<svg>`.
    pub onpointerdown: Callback<PointerEvent>,
    /// See [`Gestures::onpointerdown`].
    pub onpointermove: Callback<PointerEvent>,
    /// See [`Gestures::onpointerdown`].
    pub onpointerup: Callback<PointerEvent>,
    /// See [`Gestures::onpointerdown`].
    pub onpointercancel: Callback<PointerEvent>,
}

/// The gestures of a board drawn on `grid` in the `<svg>` of `svg_ref`; a press
/// also moves the keyboard's `cursor` to the cell pressed.
#[hook]
pub fn use_gestures(
    grid: Grid,
    props: &BoardSvgProps,
    svg_ref: &NodeRef,
    cursor: &UseStateHandle<Option<Cell>>,
) -> Gestures {
    let (movable, events) = (&props.movable, &props.events);
    // A piece tried on a cell it may not go to: reported by the cells' names.
    let refused = {
        let (names, on_refused) = (props.names.clone(), events.on_refused.clone());
        move |from: Cell, to: Cell| {
            let name = |c: Cell| names.get(usize::from(c)).filter(|n| !n.is_empty()).cloned();
            if let (Some(from), Some(to)) = (name(from), name(to)) {
                on_refused.emit((from, to));
            }
        }
    };
    let own = use_state(|| None::<Cell>);
    let drag = use_state(|| None::<Drag>);
    // A selection is only kept while its piece may still move.
    let forced = movable.selected.filter(|s| movable.targets.contains_key(s));
    let selected = forced.or((*own).filter(|s| movable.targets.contains_key(s)));
    let cell_of = {
        let svg_ref = svg_ref.clone();
        move |e: &PointerEvent| -> Option<Cell> {
            let svg = svg_ref.cast::<web_sys::Element>()?;
            let (x, y) = pointer_point(e, &svg, grid.width());
            grid.cell_at(x, y).map(|(f, r)| grid.cell(f, r))
        }
    };
    let activate: Rc<dyn Fn(Cell) -> Option<Cell>> = {
        let (own, targets, choice) = (own.clone(), movable.targets.clone(), movable.choice.clone());
        let (on_gesture, on_toggle) = (events.on_gesture.clone(), events.on_toggle.clone());
        let refused = refused.clone();
        Rc::new(move |cell: Cell| {
            if let Some(choice) = &choice {
                if choice.cells.contains(&cell) {
                    on_toggle.emit(cell);
                }
                return None;
            }
            if let Some(from) = forced.or(*own) {
                if targets_of(&targets, from).contains(&cell) {
                    own.set(None);
                    on_gesture.emit((from, cell));
                    return None;
                }
                // Not another piece that may move: the page says why not.
                if cell != from && !targets.contains_key(&cell) {
                    refused(from, cell);
                }
            }
            if forced.is_some() {
                return None;
            }
            if !targets.contains_key(&cell) {
                own.set(None);
                return None;
            }
            // A piece whose only gesture is itself (a ball to remove) acts at once.
            if targets_of(&targets, cell) == [cell] {
                own.set(None);
                on_gesture.emit((cell, cell));
                return None;
            }
            own.set(Some(cell));
            Some(cell)
        })
    };
    let onpointerdown = {
        let (drag, svg_ref, cell_of, activate, cursor) = (
            drag.clone(),
            svg_ref.clone(),
            cell_of.clone(),
            activate.clone(),
            cursor.clone(),
        );
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 {
                return;
            }
            let Some(cell) = cell_of(&e) else { return };
            cursor.set(Some(cell));
            let Some(cell) = activate(cell) else {
                drag.set(None);
                return;
            };
            e.prevent_default();
            if let Some(svg) = svg_ref.cast::<web_sys::Element>() {
                let _ = svg.set_pointer_capture(e.pointer_id());
                let (x, y) = pointer_point(&e, &svg, grid.width());
                drag.set(Some(Drag {
                    from: cell,
                    x,
                    y,
                    moved: false,
                }));
            }
        })
    };
    let onpointermove = {
        let (drag, svg_ref) = (drag.clone(), svg_ref.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(d) = *drag else { return };
            if let Some(svg) = svg_ref.cast::<web_sys::Element>() {
                let (x, y) = pointer_point(&e, &svg, grid.width());
                let moved = d.moved || (x - d.x).abs() + (y - d.y).abs() > 8.0;
                drag.set(Some(Drag { x, y, moved, ..d }));
            }
        })
    };
    let onpointerup = {
        let refused = refused.clone();
        let (own, drag, targets, on_gesture) = (
            own.clone(),
            drag.clone(),
            movable.targets.clone(),
            events.on_gesture.clone(),
        );
        Callback::from(move |e: PointerEvent| {
            let Some(d) = *drag else { return };
            drag.set(None);
            match cell_of(&e) {
                Some(to) if to != d.from && targets_of(&targets, d.from).contains(&to) => {
                    own.set(None);
                    on_gesture.emit((d.from, to));
                }
                Some(to) if to == d.from => {} // a click: keep the selection
                Some(to) if d.moved => {
                    own.set(None);
                    refused(d.from, to);
                }
                _ if d.moved => own.set(None),
                _ => {}
            }
        })
    };
    let onpointercancel = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| drag.set(None))
    };
    let deselect = {
        let own = own.clone();
        Callback::from(move |()| own.set(None))
    };
    Gestures {
        selected,
        dragging: (*drag).filter(|d| d.moved),
        activate,
        deselect,
        onpointerdown,
        onpointermove,
        onpointerup,
        onpointercancel,
    }
}
