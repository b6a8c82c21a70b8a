//! What every board shares: the square-grid geometry, coordinate labels, and
//! [`BoardSvg`], which draws a game's cells and pieces in one `<svg viewBox>` with
//! layered `<g>` groups and turns pointer gestures into reports. Boards decide
//! nothing about the rules: the page passes the cells a selected piece may go to,
//! and receives `(from, to)` gestures and chooser toggles.

use std::collections::BTreeMap;
use std::rc::Rc;

use yew::prelude::*;

use super::context::use_lang;
use crate::i18n::Text;

/// Side of one cell in SVG units.
pub const CELL: f64 = 100.0;
/// Room for coordinates around the board.
pub const MARGIN: f64 = 40.0;

/// A cell of a board: `rank * files + file` on the board's grid.
pub type Cell = u16;

/// A rectangular grid of `files × ranks` cells (a game may leave some out), rank 0
/// at the bottom unless flipped.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    /// Number of columns.
    pub files: u8,
    /// Number of rows.
    pub ranks: u8,
    /// The letters of the files, left to right.
    pub file_names: &'static str,
    /// Whether the board is seen from the other side.
    pub flipped: bool,
    /// Whether the margin for coordinates is drawn.
    pub margin: bool,
}

impl Grid {
    /// The outer margin in use.
    pub fn margin(&self) -> f64 {
        if self.margin {
            MARGIN
        } else {
            0.0
        }
    }

    /// The `viewBox` attribute.
    pub fn view_box(&self) -> String {
        format!("0 0 {} {}", self.width(), self.height())
    }

    /// Width of the whole picture in SVG units.
    pub fn width(&self) -> f64 {
        f64::from(self.files) * CELL + 2.0 * self.margin()
    }

    /// Height of the whole picture in SVG units.
    pub fn height(&self) -> f64 {
        f64::from(self.ranks) * CELL + 2.0 * self.margin()
    }

    /// The cell at `file`, `rank`.
    pub fn cell(&self, file: u8, rank: u8) -> Cell {
        Cell::from(rank) * Cell::from(self.files) + Cell::from(file)
    }

    /// File and rank of a cell.
    pub fn file_rank(&self, cell: Cell) -> (u8, u8) {
        let files = Cell::from(self.files);
        ((cell % files) as u8, (cell / files) as u8)
    }

    /// Top-left corner of a cell.
    pub fn corner(&self, file: u8, rank: u8) -> (f64, f64) {
        let (col, row) = if self.flipped {
            (self.files - 1 - file, rank)
        } else {
            (file, self.ranks - 1 - rank)
        };
        (
            self.margin() + f64::from(col) * CELL,
            self.margin() + f64::from(row) * CELL,
        )
    }

    /// Centre of a cell.
    pub fn center(&self, file: u8, rank: u8) -> (f64, f64) {
        let (x, y) = self.corner(file, rank);
        (x + CELL / 2.0, y + CELL / 2.0)
    }

    /// Centre of a cell given by index.
    pub fn center_of(&self, cell: Cell) -> (f64, f64) {
        let (f, r) = self.file_rank(cell);
        self.center(f, r)
    }

    /// The cell under a point in SVG units.
    pub fn cell_at(&self, x: f64, y: f64) -> Option<(u8, u8)> {
        let col = ((x - self.margin()) / CELL).floor();
        let row = ((y - self.margin()) / CELL).floor();
        if col < 0.0 || row < 0.0 || col >= f64::from(self.files) || row >= f64::from(self.ranks) {
            return None;
        }
        let (col, row) = (col as u8, row as u8);
        Some(if self.flipped {
            (self.files - 1 - col, row)
        } else {
            (col, self.ranks - 1 - row)
        })
    }

    /// File letters and rank numbers along the edges.
    pub fn coordinates(&self) -> Html {
        if !self.margin {
            return html! {};
        }
        let m = self.margin();
        let files = self
            .file_names
            .chars()
            .take(usize::from(self.files))
            .enumerate()
            .map(|(f, label)| {
                let (x, _) = self.center(f as u8, 0);
                let bottom = m + f64::from(self.ranks) * CELL + m * 0.72;
                html! {
                    <>
                        <text x={x.to_string()} y={bottom.to_string()} class="coord">{ label }</text>
                        <text x={x.to_string()} y={(m * 0.72).to_string()} class="coord">{ label }</text>
                    </>
                }
            });
        let ranks = (0..self.ranks).map(|r| {
            let (_, y) = self.center(0, r);
            let right = m + f64::from(self.files) * CELL + m / 2.0;
            html! {
                <>
                    <text x={(m / 2.0).to_string()} y={(y + 9.0).to_string()} class="coord">{ r + 1 }</text>
                    <text x={right.to_string()} y={(y + 9.0).to_string()} class="coord">{ r + 1 }</text>
                </>
            }
        });
        html! { <g class="coords">{ for files }{ for ranks }</g> }
    }
}

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

/// A piece to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceView {
    /// Where it stands.
    pub cell: Cell,
    /// Its kind: a CSS class and the `data-piece` attribute.
    pub kind: &'static str,
    /// Its description (the SVG title).
    pub title: String,
    /// Its shape, centred on the origin.
    pub shape: Html,
}

/// A choice among moves that share one gesture (a troll's capture set): the
/// cells that can be toggled and those chosen now.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChoiceView {
    /// The gesture's origin.
    pub from: Cell,
    /// The gesture's destination.
    pub to: Cell,
    /// Cells that can be toggled.
    pub cells: Vec<Cell>,
    /// Cells chosen now.
    pub chosen: Vec<Cell>,
}

/// What the page passes to any game's board.
#[derive(Debug, Properties, PartialEq)]
pub struct BoardProps<G: PartialEq> {
    /// The position to show.
    pub position: G,
    /// For each cell whose piece may move now, the cells it may go to; empty means
    /// the board is view-only.
    #[prop_or_default]
    pub targets: Rc<BTreeMap<Cell, Vec<Cell>>>,
    /// Destinations reached by a throw rather than a plain move, with its kind
    /// (`"hurl"`, `"shove"`), keyed by `(from, to)`.
    #[prop_or_default]
    pub throws: Rc<BTreeMap<(Cell, Cell), &'static str>>,
    /// The last move's origin and destination, marked.
    #[prop_or_default]
    pub last: Option<(Cell, Cell)>,
    /// Cells emptied by the last move's captures, marked.
    #[prop_or_default]
    pub removed: Vec<Cell>,
    /// A choice in progress.
    #[prop_or_default]
    pub choice: Option<ChoiceView>,
    /// A cell selected by the page (the end of a jump chain in progress).
    #[prop_or_default]
    pub selected: Option<Cell>,
    /// The cells of a gesture in progress so far (a chain's start and landings).
    #[prop_or_default]
    pub trail: Vec<Cell>,
    /// Cells whose contents the last move carried elsewhere, `(from, to)`.
    #[prop_or_default]
    pub motion: Vec<(Cell, Cell)>,
    /// The path each `(from, to)` gesture would take (cells entered), shown for
    /// the selected piece's destinations and brought out on hover.
    #[prop_or_default]
    pub routes: Rc<BTreeMap<(Cell, Cell), Vec<Cell>>>,
    /// Seen from the top.
    #[prop_or_default]
    pub flipped: bool,
    /// Coordinates along the edges.
    #[prop_or(true)]
    pub coordinates: bool,
    /// Called with `(from, to)` when a person moves a piece.
    #[prop_or_default]
    pub on_gesture: Callback<(Cell, Cell)>,
    /// Called with a cell of the choice in progress that a person clicks.
    #[prop_or_default]
    pub on_toggle: Callback<Cell>,
    /// Called when a person cancels with Escape (a chain or a choice in progress).
    #[prop_or_default]
    pub on_cancel: Callback<()>,
    /// A move suggested by the computer, drawn as an arrow, then the moves of a
    /// forced line that follow it, drawn as numbered arrows (those of the side
    /// that plays the first in one colour, the others in another). Each is the
    /// cells it passes, from the piece to its target (two for a straight move).
    #[prop_or_default]
    pub arrows: Vec<Vec<Cell>>,
}

impl<G: PartialEq> BoardProps<G> {
    /// A view-only board of `position`.
    pub fn still(position: G, coordinates: bool) -> Self {
        BoardProps {
            position,
            targets: Rc::default(),
            throws: Rc::default(),
            last: None,
            removed: Vec::new(),
            choice: None,
            selected: None,
            trail: Vec::new(),
            motion: Vec::new(),
            routes: Rc::default(),
            flipped: false,
            coordinates,
            on_gesture: Callback::noop(),
            on_toggle: Callback::noop(),
            on_cancel: Callback::noop(),
            arrows: Vec::new(),
        }
    }
}

/// Props of [`BoardSvg`].
#[derive(Debug, Properties, PartialEq)]
pub struct BoardSvgProps {
    /// The grid.
    pub grid: Grid,
    /// Class naming the game (`thud`, `brandubh`).
    pub game: AttrValue,
    /// The accessible name of the board.
    pub label: AttrValue,
    /// The frame and cells, drawn by the game.
    pub cells: Html,
    /// Names of the cells (for `data-square` and titles), by cell.
    pub names: Rc<Vec<AttrValue>>,
    /// The pieces.
    pub pieces: Vec<PieceView>,
    /// Where pieces may go; see [`BoardProps::targets`].
    pub targets: Rc<BTreeMap<Cell, Vec<Cell>>>,
    /// Throws among them; see [`BoardProps::throws`].
    #[prop_or_default]
    pub throws: Rc<BTreeMap<(Cell, Cell), &'static str>>,
    /// The last move.
    pub last: Option<(Cell, Cell)>,
    /// Cells emptied by the last move.
    pub removed: Vec<Cell>,
    /// A choice in progress.
    pub choice: Option<ChoiceView>,
    /// A selection made by the page; see [`BoardProps::selected`].
    #[prop_or_default]
    pub selected: Option<Cell>,
    /// A gesture in progress; see [`BoardProps::trail`].
    #[prop_or_default]
    pub trail: Vec<Cell>,
    /// Carried cells; see [`BoardProps::motion`]. Pieces that arrived this way
    /// slide in from where they were.
    #[prop_or_default]
    pub motion: Vec<(Cell, Cell)>,
    /// Paths of gestures; see [`BoardProps::routes`].
    #[prop_or_default]
    pub routes: Rc<BTreeMap<(Cell, Cell), Vec<Cell>>>,
    /// What a cell is, besides its name and piece ("throne", "no tile"), by cell;
    /// spoken with the cell.
    #[prop_or_default]
    pub notes: Rc<Vec<AttrValue>>,
    /// Gestures.
    pub on_gesture: Callback<(Cell, Cell)>,
    /// Chooser toggles.
    pub on_toggle: Callback<Cell>,
    /// Escape; see [`BoardProps::on_cancel`].
    #[prop_or_default]
    pub on_cancel: Callback<()>,
    /// A suggested move and its line; see [`BoardProps::arrows`].
    #[prop_or_default]
    pub arrows: Vec<Vec<Cell>>,
}

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

#[derive(Clone, Copy, PartialEq)]
struct Drag {
    from: Cell,
    x: f64,
    y: f64,
    moved: bool,
}

/// One board picture with click, drag and chooser input.
#[component]
pub fn BoardSvg(props: &BoardSvgProps) -> Html {
    let grid = props.grid;
    let selected = use_state(|| None::<Cell>);
    let drag = use_state(|| None::<Drag>);
    // The keyboard's cursor, and whether the board has the focus (the cursor shows).
    let cursor = use_state(|| None::<Cell>);
    let focused = use_state(|| false);
    let svg_ref = use_node_ref();
    let targets_of = |targets: &BTreeMap<Cell, Vec<Cell>>, c: Cell| targets.get(&c).cloned().unwrap_or_default();
    // A selection is only kept while its piece may still move.
    let forced = props.selected.filter(|s| props.targets.contains_key(s));
    let selected_cell = forced.or((*selected).filter(|s| props.targets.contains_key(s)));

    let cell_of = {
        let svg_ref = svg_ref.clone();
        move |e: &PointerEvent| -> Option<Cell> {
            let svg = svg_ref.cast::<web_sys::Element>()?;
            let (x, y) = pointer_point(e, &svg, grid.width());
            grid.cell_at(x, y).map(|(f, r)| grid.cell(f, r))
        }
    };

    // A click or Enter on `cell`: toggle a choice, finish a gesture, or select a
    // piece. Returns the piece selected, if any (a pointer may go on to drag it).
    let activate: Rc<dyn Fn(Cell) -> Option<Cell>> = {
        let (selected, targets, choice) = (selected.clone(), props.targets.clone(), props.choice.clone());
        let (on_gesture, on_toggle) = (props.on_gesture.clone(), props.on_toggle.clone());
        Rc::new(move |cell: Cell| {
            if let Some(choice) = &choice {
                if choice.cells.contains(&cell) {
                    on_toggle.emit(cell);
                }
                return None;
            }
            if let Some(from) = forced.or(*selected) {
                if targets_of(&targets, from).contains(&cell) {
                    selected.set(None);
                    on_gesture.emit((from, cell));
                    return None;
                }
            }
            if forced.is_some() {
                return None;
            }
            if !targets.contains_key(&cell) {
                selected.set(None);
                return None;
            }
            // A piece whose only gesture is itself (a ball to remove) acts at once.
            if targets_of(&targets, cell) == [cell] {
                selected.set(None);
                on_gesture.emit((cell, cell));
                return None;
            }
            selected.set(Some(cell));
            Some(cell)
        })
    };
    let onpointerdown = {
        let (drag, svg_ref, cell_of, activate) = (drag.clone(), svg_ref.clone(), cell_of.clone(), activate.clone());
        let cursor = cursor.clone();
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
    // The keyboard: arrows move the cursor over the cells, Enter or Space acts
    // like a click, Escape lets go of the selection and of a gesture in progress.
    let start_cell = {
        let names = props.names.clone();
        let last = props.last;
        move || -> Option<Cell> {
            let exists = |c: Cell| names.get(usize::from(c)).is_some_and(|n| !n.is_empty());
            let middle = grid.cell(grid.files / 2, grid.ranks / 2);
            selected_cell
                .or(last.map(|(_, to)| to))
                .filter(|&c| exists(c))
                .or_else(|| exists(middle).then_some(middle))
                .or_else(|| (0..names.len() as Cell).find(|&c| exists(c)))
        }
    };
    let onkeydown = {
        let (cursor, selected, names, on_cancel, activate) = (
            cursor.clone(),
            selected.clone(),
            props.names.clone(),
            props.on_cancel.clone(),
            activate.clone(),
        );
        let start_cell = start_cell.clone();
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
                "Enter" | " " => {
                    if let Some(c) = here {
                        cursor.set(Some(c));
                        activate(c);
                    }
                }
                "Escape" => {
                    selected.set(None);
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
        let (focused, cursor, start_cell) = (focused.clone(), cursor.clone(), start_cell.clone());
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
        let (selected, drag, targets, on_gesture) = (
            selected.clone(),
            drag.clone(),
            props.targets.clone(),
            props.on_gesture.clone(),
        );
        Callback::from(move |e: PointerEvent| {
            let Some(d) = *drag else { return };
            drag.set(None);
            match cell_of(&e) {
                Some(to) if to != d.from && targets_of(&targets, d.from).contains(&to) => {
                    selected.set(None);
                    on_gesture.emit((d.from, to));
                }
                Some(to) if to == d.from => {} // a click: keep the selection
                _ if d.moved => selected.set(None),
                _ => {}
            }
        })
    };
    let onpointercancel = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| drag.set(None))
    };

    let name = |c: Cell| props.names.get(usize::from(c)).cloned().unwrap_or_default();
    let square_mark = |c: Cell, class: &'static str| {
        let (f, r) = grid.file_rank(c);
        let (x, y) = grid.corner(f, r);
        html! { <rect class={class} x={(x + 3.0).to_string()} y={(y + 3.0).to_string()} width={(CELL - 6.0).to_string()} height={(CELL - 6.0).to_string()} /> }
    };
    // A red cross: a capture of the last move, or a dwarf chosen for capture.
    let cross = |c: Cell, captured: bool| {
        let (cx, cy) = grid.center_of(c);
        html! {
            <g class={if captured { "captured-mark" } else { "choice-cross" }}
                data-captured={captured.then(|| name(c))} data-cross={(!captured).then(|| name(c))}>
                <line x1={(cx - 22.0).to_string()} y1={(cy - 22.0).to_string()} x2={(cx + 22.0).to_string()} y2={(cy + 22.0).to_string()} />
                <line x1={(cx + 22.0).to_string()} y1={(cy - 22.0).to_string()} x2={(cx - 22.0).to_string()} y2={(cy + 22.0).to_string()} />
            </g>
        }
    };
    let mut marks = Vec::new();
    if let Some((from, to)) = props.last {
        marks.push(square_mark(from, "last-from"));
        marks.push(square_mark(to, "last-to"));
    }
    for &c in &props.trail {
        marks.push(square_mark(c, "trail"));
    }
    if let Some(sel) = selected_cell {
        marks.push(square_mark(sel, "selected"));
    }
    if props.choice.is_none() {
        for &c in &props.removed {
            marks.push(cross(c, true));
        }
    }
    let mut overlay = Vec::new();
    if let Some(choice) = &props.choice {
        marks.push(square_mark(choice.from, "selected"));
        marks.push(square_mark(choice.to, "chosen-to"));
        for &c in &choice.cells {
            let (cx, cy) = grid.center_of(c);
            let on = choice.chosen.contains(&c);
            overlay.push(html! {
                <circle class={classes!("choice", on.then_some("on"))} data-choice={name(c).to_string()}
                    data-chosen={on.to_string()} cx={cx.to_string()} cy={cy.to_string()} r="44" />
            });
            if on {
                overlay.push(cross(c, false));
            }
        }
    }
    let dest_marks = selected_cell
        .map(|s| targets_of(&props.targets, s).into_iter().map(move |c| (s, c)))
        .into_iter()
        .flatten()
        .map(|(s, c)| {
            let (cx, cy) = grid.center_of(c);
            if let Some(route) = props.routes.get(&(s, c)) {
                // The path it takes: faint, brought out on hover over the target.
                let (sx, sy) = grid.center_of(s);
                let points = std::iter::once((sx, sy))
                    .chain(route.iter().map(|&r| grid.center_of(r)))
                    .map(|(x, y)| format!("{x},{y}"))
                    .collect::<Vec<_>>()
                    .join(" ");
                let (f, r) = grid.file_rank(c);
                let (x, y) = grid.corner(f, r);
                let focused_here = *focused && *cursor == Some(c);
                return html! {
                    <g class={classes!("route", focused_here.then_some("focused"))} data-route={name(c)}>
                        <rect class="route-hit" x={x.to_string()} y={y.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
                        <polyline class="route-line" points={points} />
                        <circle class="dest" data-dest={name(c)} cx={cx.to_string()} cy={cy.to_string()} r="14" />
                    </g>
                };
            }
            match props.throws.get(&(s, c)) {
                // A throw: a ring around the target, named in its title.
                Some(&kind) => html! {
                    <circle class={classes!("dest", "throw", kind)} data-dest={name(c)} data-kind={kind}
                        cx={cx.to_string()} cy={cy.to_string()} r="40"><title>{ kind }</title></circle>
                },
                None => {
                    html! { <circle class="dest" data-dest={name(c)} cx={cx.to_string()} cy={cy.to_string()} r="14" /> }
                }
            }
        });

    let dragging = (*drag).filter(|d| d.moved);
    let (lifted, resting): (Vec<_>, Vec<_>) = props
        .pieces
        .iter()
        .partition(|p| dragging.is_some_and(|d| d.from == p.cell));
    let draw = |p: &PieceView, at: Option<(f64, f64)>| {
        let (cx, cy) = at.unwrap_or_else(|| grid.center_of(p.cell));
        let movable = props.targets.contains_key(&p.cell);
        // Carried by the last move: slide in from the old place.
        let carried = props.motion.iter().find(|&&(_, to)| to == p.cell).map(|&(from, _)| {
            let (fx, fy) = grid.center_of(from);
            format!("--from-x:{}px;--from-y:{}px", fx - cx, fy - cy)
        });
        html! {
            <g key={format!("p{}", p.cell)} class={classes!("piece", p.kind, movable.then_some("movable"), at.is_some().then_some("lifted"))}
                data-piece={p.kind} data-square={name(p.cell)} transform={format!("translate({cx} {cy})")}>
                <title>{ p.title.clone() }</title>
                if let Some(style) = carried {
                    <g class="slide-in" style={style}>{ p.shape.clone() }</g>
                } else {
                    { p.shape.clone() }
                }
            </g>
        }
    };
    let interactive = !props.targets.is_empty() || props.choice.is_some();
    // For keyboards and screen readers (boards with coordinates, not thumbnails):
    // a grid of labelled cells over the picture, and the cursor.
    let described = grid.margin;
    let lang = use_lang();
    let exists = |c: Cell| props.names.get(usize::from(c)).is_some_and(|n| !n.is_empty());
    let cell_id = |c: Cell| format!("{}-cell-{}", props.game, name(c));
    let destinations = selected_cell.map(|s| targets_of(&props.targets, s)).unwrap_or_default();
    let label_of = |c: Cell| {
        let cell_name = name(c);
        let mut parts = vec![cell_name.to_string()];
        if let Some(note) = props.notes.get(usize::from(c)).filter(|n| !n.is_empty()) {
            parts.push(note.to_string());
        }
        match props.pieces.iter().find(|p| p.cell == c) {
            Some(p) => {
                let word = p.title.strip_suffix(&format!(" {cell_name}")).unwrap_or(&p.title);
                parts.push(word.to_string());
            }
            None => parts.push(lang.t(Text::CellEmpty).to_string()),
        }
        if selected_cell == Some(c) {
            parts.push(lang.t(Text::CellSelected).to_string());
        } else if destinations.contains(&c) {
            parts.push(lang.t(Text::CellTarget).to_string());
        } else if props.targets.contains_key(&c) && selected_cell.is_none() {
            parts.push(lang.t(Text::CellMovable).to_string());
        }
        parts.join(", ")
    };
    let rows = described.then(|| {
        (0..grid.ranks).map(|row| {
            let cells = (0..grid.files).filter_map(|col| {
                let (f, r) = if grid.flipped {
                    (grid.files - 1 - col, row)
                } else {
                    (col, grid.ranks - 1 - row)
                };
                let c = grid.cell(f, r);
                exists(c).then(|| {
                    let (x, y) = grid.corner(f, r);
                    html! {
                        <rect role="gridcell" class="a11y-cell" id={cell_id(c)} aria-label={label_of(c)}
                            aria-selected={(selected_cell == Some(c)).to_string()}
                            x={x.to_string()} y={y.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
                    }
                })
            });
            html! { <g role="row">{ for cells }</g> }
        })
    });
    let shown_cursor = (*cursor).filter(|&c| *focused && exists(c));
    let cursor_mark = shown_cursor.map(|c| {
        let (f, r) = grid.file_rank(c);
        let (x, y) = grid.corner(f, r);
        html! { <rect class="cursor" data-cursor={name(c)} x={(x + 4.0).to_string()} y={(y + 4.0).to_string()} width={(CELL - 8.0).to_string()} height={(CELL - 8.0).to_string()} rx="6" /> }
    });
    // What a screen reader is told when a piece is taken up.
    let announcement = selected_cell.map(|s| {
        let list: Vec<String> = destinations.iter().map(|&c| name(c).to_string()).collect();
        lang.fill(Text::PieceSelected, &[&label_of(s), &list.join(", ")])
    });
    html! {
        <>
        <svg ref={svg_ref} class={classes!("board", props.game.to_string(), interactive.then_some("interactive"))}
            viewBox={grid.view_box()} style={format!("aspect-ratio: {} / {}", grid.width(), grid.height())}
            role={if described { "grid" } else { "img" }} aria-label={props.label.clone()}
            tabindex={described.then_some("0")}
            aria-activedescendant={shown_cursor.map(cell_id)}
            aria-description={described.then(|| lang.t(Text::BoardKeys))}
            onpointerdown={onpointerdown} onpointermove={onpointermove} onpointerup={onpointerup} onpointercancel={onpointercancel}
            onkeydown={onkeydown} onfocus={onfocus} onblur={onblur}>
            { props.cells.clone() }
            { grid.coordinates() }
            <g class="marks">{ for marks }</g>
            <g class="pieces">{ for resting.into_iter().map(|p| draw(p, None)) }</g>
            <g class="dests">{ for dest_marks }</g>
            <g class="choices">{ for overlay }</g>
            <g class="drag">{ for lifted.into_iter().map(|p| draw(p, dragging.map(|d| (d.x, d.y)))) }</g>
            { cursor_mark.unwrap_or_default() }
            { for props.arrows.iter().enumerate().rev().map(|(i, cells)| arrow(&grid, cells, &name, i)) }
            if let Some(rows) = rows { <g class="a11y-cells">{ for rows }</g> }
        </svg>
        if described {
            <p class="sr-only" aria-live="polite" data-testid="board-announce">{ announcement.unwrap_or_default() }</p>
        }
        </>
    }
}

/// An arrow through the centres of `cells` (a piece's cell, the cells it passes,
/// its target), its head drawn as a triangle so that no marker definition is
/// needed: move `step` of a line, where step 0 is the suggested move and later
/// ones are numbered from 2. Nothing for fewer than two cells.
fn arrow(grid: &Grid, cells: &[Cell], name: &dyn Fn(Cell) -> AttrValue, step: usize) -> Html {
    let &[first, .., last] = cells else {
        return Html::default();
    };
    let mut points: Vec<(f64, f64)> = cells.iter().map(|&c| grid.center_of(c)).collect();
    let (x2, y2) = points[points.len() - 1];
    let (x1, y1) = points[points.len() - 2];
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let head = 34.0;
    let (bx, by) = (x2 - ux * head, y2 - uy * head);
    let (px, py) = (-uy * 18.0, ux * 18.0);
    let head_points = format!("{x2},{y2} {},{} {},{}", bx + px, by + py, bx - px, by - py);
    // The shaft stops where the head begins.
    let end = points.len() - 1;
    points[end] = (bx, by);
    let shaft = points
        .iter()
        .map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ");
    let line = html! {
        <>
            <polyline points={shaft} />
            <polygon points={head_points} />
        </>
    };
    let label = format!("{}-{}", name(first), name(last));
    if step == 0 {
        return html! {
            <g class="hint-arrow" data-arrow={label}>{ line }</g>
        };
    }
    // The number sits at the middle of the shaft's middle segment.
    let middle = (points.len() - 1) / 2;
    let ((ax, ay), (cx, cy)) = (points[middle], points[middle + 1]);
    let (mx, my) = ((ax + cx) / 2.0, (ay + cy) / 2.0);
    let class = if step.is_multiple_of(2) {
        "line-arrow same"
    } else {
        "line-arrow other"
    };
    html! {
        <g class={class} data-arrow={label} data-step={(step + 1).to_string()}>
            { line }
            <circle cx={mx.to_string()} cy={my.to_string()} r="22" />
            <text x={mx.to_string()} y={my.to_string()} dy="0.35em">{ step + 1 }</text>
        </g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_points_agree_both_ways_round() {
        for (files, ranks) in [(7, 7), (15, 15)] {
            for flipped in [false, true] {
                let g = Grid {
                    files,
                    ranks,
                    file_names: "ABCDEFGHJKLMNOP",
                    flipped,
                    margin: true,
                };
                for f in 0..files {
                    for r in 0..ranks {
                        let (x, y) = g.center(f, r);
                        assert_eq!(g.cell_at(x, y), Some((f, r)));
                        assert_eq!(g.file_rank(g.cell(f, r)), (f, r));
                    }
                }
                assert_eq!(g.cell_at(5.0, 5.0), None);
            }
        }
        let g = Grid {
            files: 7,
            ranks: 7,
            file_names: "abcdefg",
            flipped: false,
            margin: true,
        };
        assert_eq!(g.corner(0, 0), (MARGIN, MARGIN + 6.0 * CELL), "a1 bottom-left");
    }
}
