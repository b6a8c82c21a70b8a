//! Widgets around a board that every game shares: the move list, messages, the
//! new-game form and the save-and-share panel.

use abstrakta_engine::{ByPlayer, Level, Side};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::context::{theme_text, use_lang, THEME_CHOICES};
use crate::agent::AiError;
use crate::i18n::{quoted, rules_refusal, Lang, Noun, Text};
use crate::state::{Notice, Player, RecordError, Source};

/// Props of [`MoveList`].
#[derive(Debug, Properties, PartialEq)]
pub struct MoveListProps {
    /// Moves in notation.
    pub moves: Vec<String>,
    /// How many moves are shown on the board (all of them unless reviewing).
    pub shown: usize,
    /// Indices of the moves that open a new round (after the first).
    #[prop_or_default]
    pub round_starts: Vec<usize>,
    /// The word for a round ("Battle" in Thud).
    #[prop_or_default]
    pub round_word: Option<AttrValue>,
    /// Called with the number of moves to show when a move is clicked.
    #[prop_or_default]
    pub on_select: Callback<usize>,
    /// Moves marked as mistakes, by index, with what to say about each.
    #[prop_or_default]
    pub marks: Vec<(usize, AttrValue)>,
}

/// The moves so far, numbered in pairs.
#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
    let lang = use_lang();
    let list_ref = use_node_ref();
    {
        let list_ref = list_ref.clone();
        use_effect_with(props.moves.len(), move |_| {
            if let Some(el) = list_ref.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    if props.moves.is_empty() {
        return html! { <p class="moves empty">{ lang.t(Text::NoMovesYet) }</p> };
    }
    let current = props.shown.checked_sub(1);
    // Each round is numbered from 1, in pairs of moves, under its own heading.
    let bounds = round_bounds(&props.round_starts, props.moves.len());
    let word = props
        .round_word
        .clone()
        .unwrap_or_else(|| AttrValue::from(lang.t(Text::Round)));
    let several = bounds.len() > 2;
    let mut rows = Vec::new();
    for (r, span) in bounds.windows(2).enumerate() {
        let (begin, end) = (span[0], span[1]);
        if several {
            rows.push(
                html! { <li class="round-head" data-round={(r + 1).to_string()}>{ format!("{word} {}", r + 1) }</li> },
            );
        }
        for (i, pair) in props.moves[begin..end].chunks(2).enumerate() {
            let cell = |j: usize| {
                pair.get(j).map(|m| {
                    let index = begin + 2 * i + j;
                    let onclick = props.on_select.reform(move |_| index + 1);
                    let mark = props.marks.iter().find(|(i, _)| *i == index).map(|(_, why)| why.clone());
                    html! {
                        <button type="button" class={classes!("mv", (Some(index) == current).then_some("last"), mark.is_some().then_some("mistake"))}
                            data-index={index.to_string()} title={mark.clone()} {onclick}>
                            { m }
                            if mark.is_some() { <span class="mark" aria-hidden="true">{ "?" }</span> }
                        </button>
                    }
                })
            };
            rows.push(html! { <li><span class="num">{ format!("{}.", i + 1) }</span>{ cell(0).unwrap_or_default() }{ cell(1).unwrap_or_default() }</li> });
        }
    }
    html! { <ol class="moves" ref={list_ref}>{ for rows }</ol> }
}

/// Where the rounds of `len` moves begin and end: 0, each start of a later round
/// (a start at 0 or past the moves is none), then `len`.
fn round_bounds(round_starts: &[usize], len: usize) -> Vec<usize> {
    let mut bounds = vec![0];
    bounds.extend(round_starts.iter().copied().filter(|&i| i > 0 && i <= len));
    bounds.push(len);
    bounds
}

/// Where move `index` (from 0, over the whole match) stands in the move list:
/// its round (from 0), its number within the round (from 1, in pairs of moves),
/// and whether it is the second move of its pair.
pub fn move_place(round_starts: &[usize], index: usize) -> (usize, usize, bool) {
    let bounds = round_bounds(round_starts, index + 1);
    // The rounds begun at or before the move; the last bound (index + 1) is not one.
    let round = bounds[1..].iter().take_while(|&&s| s <= index).count();
    let k = index - bounds[round];
    (round, k / 2 + 1, k % 2 == 1)
}

/// A move as the move list numbers it: "12. e2-e4" or "12… d7-d5", with the
/// round (called `round_word`) named when `index` is not in the first.
pub fn numbered_move(round_word: &str, round_starts: &[usize], index: usize, text: &str) -> String {
    let (round, number, second) = move_place(round_starts, index);
    let dots = if second { "…" } else { "." };
    if round == 0 {
        format!("{number}{dots} {text}")
    } else {
        format!("{round_word} {}, {number}{dots} {text}", round + 1)
    }
}

/// A step through a game's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    /// To the start.
    First,
    /// One move back.
    Prev,
    /// One move on.
    Next,
    /// To the last move.
    Last,
}

/// A button for `nav`, its icon drawn in SVG (no font needed), named for tests
/// (`first`, `prev`, `next`, `last`) and labelled in `lang`.
pub fn nav_button(lang: Lang, nav: Nav, onclick: Callback<MouseEvent>, enabled: bool) -> Html {
    let (name, path, text) = match nav {
        Nav::First => ("first", "M3 3h2v10H3z M13 3v10L6 8z", Text::NavFirst),
        Nav::Prev => ("prev", "M12 3v10L5 8z", Text::NavPrev),
        Nav::Next => ("next", "M4 3v10l7-5z", Text::NavNext),
        Nav::Last => ("last", "M11 3h2v10h-2z M3 3v10l7-5z", Text::NavLast),
    };
    html! {
        <button type="button" class="nav" name={name} aria-label={lang.t(text)} title={lang.t(text)}
            {onclick} disabled={!enabled}>
            <svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d={path} /></svg>
        </button>
    }
}

/// Props of [`ReviewBar`].
#[derive(Debug, Properties, PartialEq)]
pub struct ReviewBarProps {
    /// Moves shown on the board.
    pub shown: usize,
    /// Moves played.
    pub total: usize,
    /// Called with the number of moves to show.
    pub on_select: Callback<usize>,
}

/// Steps through the game: start, back, forward, current; says what is shown.
#[component]
pub fn ReviewBar(props: &ReviewBarProps) -> Html {
    let lang = use_lang();
    let (shown, total) = (props.shown, props.total);
    let go = |n: usize| props.on_select.reform(move |_| n);
    let button = |nav: Nav, target: usize, enabled: bool| nav_button(lang, nav, go(target), enabled);
    html! {
        <div class="review">
            <p class="row nav-buttons">
                { button(Nav::First, 0, shown > 0) }
                { button(Nav::Prev, shown.saturating_sub(1), shown > 0) }
                { button(Nav::Next, (shown + 1).min(total), shown < total) }
                { button(Nav::Last, total, shown < total) }
            </p>
            if shown < total {
                <p class="viewing" role="status">
                    { if shown == 0 { lang.t(Text::ViewingStart).to_string() } else { lang.fill(Text::Viewing, &[&shown, &lang.count(total, Noun::Move)]) } }
                    {" "}
                    <button type="button" class="small" name="present" onclick={go(total)}>{ lang.t(Text::BackToPresent) }</button>
                </p>
            }
        </div>
    }
}

/// Arrow keys (and Home, End) step through a game of `total` moves of which
/// `shown` are on the board; not while typing in a field.
#[hook]
pub fn use_review_keys(shown: usize, total: usize, select: Callback<usize>) {
    use_effect_with((shown, total), move |&(shown, total)| {
        let listener = web_sys::window().and_then(|w| w.document()).map(|doc| {
            gloo_events::EventListener::new(&doc, "keydown", move |e| {
                let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                let typing = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
                if typing || e.alt_key() || e.ctrl_key() || e.meta_key() {
                    return;
                }
                match e.key().as_str() {
                    "ArrowLeft" if shown > 0 => select.emit(shown - 1),
                    "ArrowRight" if shown < total => select.emit(shown + 1),
                    "Home" => select.emit(0),
                    "End" => select.emit(total),
                    _ => {}
                }
            })
        });
        move || drop(listener)
    });
}

/// Why the computer player could not answer, in `lang` (the engine's own reasons
/// inside stay as the worker gave them).
pub(crate) fn ai_error_text(lang: Lang, error: &AiError) -> String {
    if lang == Lang::En {
        return error.to_string();
    }
    match error {
        AiError::Version { expected, got } => {
            format!("počítačový hráč mluví protokolem {expected}, stránka poslala {got}; načtěte stránku znovu")
        }
        AiError::BadRules(r) => format!("neplatné volby pravidel: {r}"),
        AiError::BadPosition(r) => format!("neplatná výchozí pozice: {r}"),
        AiError::BadMove { index, text, reason } => format!("tah {} ({text}) odmítnut: {reason}", index + 1),
        AiError::GameOver => "hra už skončila".into(),
        AiError::BadLimits(why) => format!("neplatné meze hledání: {why}"),
        AiError::TooLarge(why) => format!("příliš velký požadavek: {why}"),
        AiError::Malformed(why) => format!("nejde o požadavek: {why}"),
    }
}

/// The text of a notice in `lang`.
pub fn notice_text(lang: Lang, notice: &Notice) -> (bool, String) {
    match notice {
        Notice::ComputerMoved {
            notation,
            after_crash,
            forced_in,
            offer,
            ..
        } => {
            let mut words = match offer {
                _ if *after_crash => lang.fill(Text::ComputerMovedAfterCrash, &[notation]),
                Some(offer) => lang.t(*offer).to_string(),
                None => lang.fill(Text::ComputerMoved, &[notation]),
            };
            if let Some(n) = forced_in {
                let (text, plies) = if *n > 0 {
                    (Text::ComputerSeesWin, *n)
                } else {
                    (Text::ComputerSeesLoss, -*n)
                };
                let count = lang.count(usize::try_from(plies).unwrap_or(0), Noun::Move);
                words.push(' ');
                words.push_str(&lang.fill(text, &[&count]));
            }
            (false, words)
        }
        Notice::WorkerCrashed { reason, asked_again } => {
            let text = if *asked_again {
                Text::WorkerCrashed
            } else {
                Text::WorkerCrashedAgain
            };
            (true, lang.fill(text, &[reason]))
        }
        Notice::WorkerNotStarted(reason) => (true, lang.fill(Text::WorkerNotStarted, &[reason])),
        Notice::WorkerError(e) => (true, lang.fill(Text::WorkerError, &[&ai_error_text(lang, e)])),
        Notice::NoAnswer(seconds) => (true, lang.fill(Text::NoAnswer, &[seconds])),
        Notice::WorkerBadMove { notation, reason } => {
            (true, lang.fill(Text::WorkerBadMove, &[notation, &reason.get(lang)]))
        }
        Notice::RecordLoaded(n) => (false, lang.fill(Text::RecordLoaded, &[&lang.count(*n, Noun::Move)])),
        Notice::EmptyRecord => (true, lang.t(Text::EmptyRecord).to_string()),
        Notice::LinkOverGame => (false, lang.t(Text::LinkOverGame).to_string()),
        Notice::BadAt { text, total } => (
            true,
            lang.fill(Text::BadAt, &[&quoted(text), &lang.count(*total, Noun::Move)]),
        ),
        Notice::BadTheme(text) => (true, lang.fill(Text::BadTheme, &[&quoted(text)])),
        Notice::Load {
            source,
            error: RecordError::Rules(why),
        } => {
            let text = match source {
                Source::Record => Text::RecordRulesError,
                Source::Link => Text::LinkRulesError,
            };
            (true, lang.fill(text, &[&rules_refusal(lang, why)]))
        }
        Notice::Load { source, error } => {
            let text = match (source, error) {
                (Source::Record, RecordError::Position(_)) => Text::RecordPositionError,
                (Source::Record, _) => Text::RecordError,
                (Source::Link, RecordError::Position(_)) => Text::LinkPositionError,
                (Source::Link, _) => Text::LinkError,
            };
            (true, lang.fill(text, &[&error.text(lang)]))
        }
        Notice::Stored { reason, key } => (true, lang.fill(Text::StoredError, &[reason, key])),
        Notice::Both(first, second) => {
            let ((e1, t1), (e2, t2)) = (notice_text(lang, first), notice_text(lang, second));
            (e1 || e2, format!("{t1} {t2}"))
        }
    }
}

/// Props of [`NoticeBar`].
#[derive(Debug, Properties, PartialEq)]
pub struct NoticeBarProps {
    /// The message, if any.
    pub notice: Option<Notice>,
    /// Hides it.
    pub on_dismiss: Callback<()>,
}

/// The latest message, with a button to hide errors.
#[component]
pub fn NoticeBar(props: &NoticeBarProps) -> Html {
    let lang = use_lang();
    let Some(notice) = &props.notice else { return html! {} };
    let (error, text) = notice_text(lang, notice);
    let dismiss = props.on_dismiss.reform(|_| ());
    html! {
        <div class={classes!("notice", error.then_some("error"))} role={if error { "alert" } else { "status" }}>
            <span>{ text }</span>
            // The search figures are for the curious, folded away.
            if let Notice::ComputerMoved { depth, nodes, ms, .. } = notice {
                <details class="search-details">
                    <summary>{ lang.t(Text::SearchDetails) }</summary>
                    <span data-testid="search-figures">{ lang.fill(Text::SearchFigures, &[depth, &lang.count(*nodes, Noun::Position), ms]) }</span>
                </details>
            }
            if error { <button type="button" class="small" onclick={dismiss}>{ lang.t(Text::Dismiss) }</button> }
        </div>
    }
}

/// Who plays: the choice of the new-game form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Two people.
    Hotseat,
    /// A person against the computer; the person plays `Side`.
    VsComputer(Side),
    /// The computer against itself.
    Watch,
}

/// The players of a mode and levels.
pub fn players_of(mode: Mode, levels: ByPlayer<Level>) -> ByPlayer<Player> {
    ByPlayer::new_with(|side| match mode {
        Mode::Hotseat => Player::Human,
        Mode::VsComputer(human) if human == side => Player::Human,
        _ => Player::Computer(*levels.get(side)),
    })
}

/// Props of [`NewGameForm`].
#[derive(Debug, Properties, PartialEq)]
pub struct NewGameFormProps {
    /// Names of the two sides.
    pub side_names: ByPlayer<AttrValue>,
    /// The players of the current game, to preselect.
    pub current: ByPlayer<Player>,
    /// For matches whose players swap sides between rounds, the note saying so
    /// (the side names are then those of round 1); a player facing the computer
    /// may then also have the first side drawn by lot.
    #[prop_or_default]
    pub swap_note: Option<AttrValue>,
    /// Extra rule options to show (a game's own fields).
    #[prop_or_default]
    pub children: Html,
    /// Starts a game with these players.
    pub on_start: Callback<ByPlayer<Player>>,
}

fn level_name(lang: Lang, level: Level) -> &'static str {
    lang.t(match level {
        Level::Easy => Text::LevelEasy,
        Level::Medium => Text::LevelMedium,
        Level::Hard => Text::LevelHard,
        Level::Expert => Text::LevelExpert,
    })
}

/// The player's description: "human" or "computer (hard)".
pub fn player_name(lang: Lang, player: Player) -> String {
    match player {
        Player::Human => lang.t(Text::Human).to_string(),
        Player::Computer(level) => lang.fill(Text::Computer, &[&level_name(lang, level)]),
    }
}

/// Choose players (and levels) and start a new game.
#[component]
pub fn NewGameForm(props: &NewGameFormProps) -> Html {
    let lang = use_lang();
    let initial_mode = match (props.current.first, props.current.second) {
        (Player::Human, Player::Human) => Mode::Hotseat,
        (Player::Human, _) => Mode::VsComputer(Side::First),
        (_, Player::Human) => Mode::VsComputer(Side::Second),
        _ => Mode::Watch,
    };
    let level_of = |p: Player| match p {
        Player::Computer(l) => l,
        Player::Human => Level::Medium,
    };
    let mode = use_state(|| initial_mode);
    // The person's side drawn by lot when the game starts.
    let by_lot = use_state(|| false);
    let levels = use_state(|| ByPlayer {
        first: level_of(props.current.first),
        second: level_of(props.current.second),
    });

    let select_mode = {
        let mode = mode.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            mode.set(match value.as_str() {
                "computer" => Mode::VsComputer(Side::First),
                "watch" => Mode::Watch,
                _ => Mode::Hotseat,
            });
        })
    };
    let select_side = {
        let (mode, by_lot) = (mode.clone(), by_lot.clone());
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            by_lot.set(value == "lot");
            mode.set(Mode::VsComputer(if value == "second" {
                Side::Second
            } else {
                Side::First
            }));
        })
    };
    let level_select = |side: Side, label: String| {
        let levels = levels.clone();
        let current = *levels.get(side);
        let onchange = Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(level) = value.parse::<Level>() {
                let mut l = *levels;
                *l.get_mut(side) = level;
                levels.set(l);
            }
        });
        let name = format!("level-{}", if side == Side::First { "first" } else { "second" });
        html! {
            <label>{ label }
                <select name={name} {onchange}>
                    { for Level::ALL.iter().map(|&l| html! {
                        <option value={l.name()} selected={l == current}>{
                            if l == Level::Expert { lang.t(Text::LevelExpertOption) } else { level_name(lang, l) }
                        }</option>
                    }) }
                </select>
            </label>
        }
    };
    let side_levels = match *mode {
        Mode::Hotseat => html! {},
        Mode::VsComputer(human) => {
            let computer = human.other();
            level_select(computer, lang.t(Text::Level).to_string())
        }
        Mode::Watch => html! {
            <>
                { level_select(Side::First, format!("{} — {}", props.side_names.first, lang.t(Text::Level))) }
                { level_select(Side::Second, format!("{} — {}", props.side_names.second, lang.t(Text::Level))) }
            </>
        },
    };
    let side_choice = match *mode {
        Mode::VsComputer(human) => html! {
            <label>{ lang.t(Text::YourSide) }
                <select name="side" onchange={select_side}>
                    <option value="first" selected={human == Side::First && !*by_lot}>{ props.side_names.first.clone() }</option>
                    <option value="second" selected={human == Side::Second && !*by_lot}>{ props.side_names.second.clone() }</option>
                    if props.swap_note.is_some() {
                        <option value="lot" selected={*by_lot}>{ lang.t(Text::DrawLots) }</option>
                    }
                </select>
            </label>
        },
        _ => html! {},
    };
    let onsubmit = {
        let (mode, levels, on_start, by_lot) = (mode.clone(), levels.clone(), props.on_start.clone(), by_lot.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let mode = match *mode {
                Mode::VsComputer(_) if *by_lot => Mode::VsComputer(if js_sys::Math::random() < 0.5 {
                    Side::First
                } else {
                    Side::Second
                }),
                m => m,
            };
            on_start.emit(players_of(mode, *levels));
        })
    };
    let mode_value = match *mode {
        Mode::Hotseat => "hotseat",
        Mode::VsComputer(_) => "computer",
        Mode::Watch => "watch",
    };
    html! {
        <form class="new-game" {onsubmit}>
            <label>{ lang.t(Text::Mode) }
                <select name="mode" onchange={select_mode}>
                    <option value="hotseat" selected={mode_value == "hotseat"}>{ lang.t(Text::ModeHotseat) }</option>
                    <option value="computer" selected={mode_value == "computer"}>{ lang.t(Text::ModeVsComputer) }</option>
                    <option value="watch" selected={mode_value == "watch"}>{ lang.t(Text::ModeWatch) }</option>
                </select>
            </label>
            { side_choice }
            if let Some(note) = &props.swap_note { <p class="muted">{ note.clone() }</p> }
            { side_levels }
            { props.children.clone() }
            <button type="submit" class="primary" name="start">{ lang.t(Text::Start) }</button>
        </form>
    }
}

/// Props of [`TypedMove`].
#[derive(Debug, Properties, PartialEq)]
pub struct TypedMoveProps {
    /// Whether a person may move now.
    pub enabled: bool,
    /// An example move, shown in the empty field.
    #[prop_or_default]
    pub example: AttrValue,
    /// Checks and plays a move text; returns why it was refused.
    pub on_submit: Callback<String, Option<String>>,
}

/// A field to type a move in notation, for the keyboard and for exact input.
#[component]
pub fn TypedMove(props: &TypedMoveProps) -> Html {
    let lang = use_lang();
    let input_ref = use_node_ref();
    let error = use_state(|| None::<String>);
    let onsubmit = {
        let (input_ref, error, on_submit) = (input_ref.clone(), error.clone(), props.on_submit.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(input) = input_ref.cast::<web_sys::HtmlInputElement>() else {
                return;
            };
            let text = input.value();
            if text.trim().is_empty() {
                return;
            }
            match on_submit.emit(text) {
                Some(reason) => error.set(Some(reason)),
                None => {
                    input.set_value("");
                    error.set(None);
                }
            }
        })
    };
    html! {
        <form class="typed-move" {onsubmit}>
            <label>{ lang.t(Text::TypeMove) }
                <span class="row">
                    <input ref={input_ref} type="text" name="move" autocomplete="off" spellcheck="false"
                        placeholder={lang.fill(Text::TypeMovePlaceholder, &[&props.example])} disabled={!props.enabled} />
                    <button type="submit" disabled={!props.enabled}>{ lang.t(Text::PlayTyped) }</button>
                </span>
            </label>
            if let Some(reason) = &*error {
                <p class="field-error" role="alert">{ lang.fill(Text::MoveRefused, &[reason]) }</p>
            }
        </form>
    }
}

/// Props of [`SharePanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct SharePanelProps {
    /// The address of this game.
    pub link: AttrValue,
    /// HTML that embeds this game's viewer in another page, for each choice of
    /// colours in `THEME_CHOICES`.
    pub embed: [AttrValue; 3],
    /// The game record text.
    pub record: AttrValue,
    /// Loads a record text.
    pub on_load: Callback<String>,
}

/// A link to the game, and its record to copy or replace.
#[component]
pub fn SharePanel(props: &SharePanelProps) -> Html {
    let lang = use_lang();
    let copied = use_state(|| None::<bool>);
    let text_ref = use_node_ref();
    let copy = {
        let (link, copied) = (props.link.to_string(), copied.clone());
        Callback::from(move |_| {
            let (link, copied) = (link.clone(), copied.clone());
            spawn_local(async move {
                let ok = match web_sys::window().map(|w| w.navigator().clipboard()) {
                    Some(clipboard) => JsFuture::from(clipboard.write_text(&link)).await.is_ok(),
                    None => false,
                };
                copied.set(Some(ok));
            });
        })
    };
    // What the player typed or pasted stays until the game changes (a refused
    // record can be corrected instead of typed again).
    let draft = use_state(|| None::<String>);
    {
        let draft = draft.clone();
        use_effect_with(props.record.clone(), move |_| draft.set(None));
    }
    let on_input = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            draft.set(Some(e.target_unchecked_into::<HtmlTextAreaElement>().value()));
        })
    };
    let record_value = (*draft).clone().map_or_else(|| props.record.clone(), AttrValue::from);
    // Which of the embed codes (the colours of `THEME_CHOICES`) is shown.
    let embed_theme = use_state(|| 0usize);
    let pick_theme = {
        let embed_theme = embed_theme.clone();
        Callback::from(move |e: Event| {
            let index = e.target_unchecked_into::<HtmlSelectElement>().selected_index();
            embed_theme.set(usize::try_from(index).unwrap_or(0).min(THEME_CHOICES.len() - 1));
        })
    };
    let load = {
        let (text_ref, on_load) = (text_ref.clone(), props.on_load.clone());
        Callback::from(move |_| {
            if let Some(area) = text_ref.cast::<HtmlTextAreaElement>() {
                on_load.emit(area.value());
            }
        })
    };
    html! {
        <div class="share">
            <label>{ lang.t(Text::ShareLink) }
                <input type="text" readonly=true name="link" value={props.link.clone()} />
            </label>
            <p class="row">
                <button type="button" onclick={copy}>{ lang.t(Text::CopyLink) }</button>
                { match *copied {
                    Some(true) => html! { <span class="muted">{ lang.t(Text::Copied) }</span> },
                    Some(false) => html! { <span class="muted">{ lang.t(Text::CopyFailed) }</span> },
                    None => html! {},
                } }
            </p>
            <label>{ lang.t(Text::EmbedTheme) }
                <select name="embed-theme" onchange={pick_theme}>
                    { for THEME_CHOICES.iter().enumerate().map(|(i, &t)| html! {
                        <option value={i.to_string()} selected={i == *embed_theme}>{ lang.t(theme_text(t, Text::ThemeReader)) }</option>
                    }) }
                </select>
            </label>
            <label>{ lang.t(Text::EmbedCode) }
                <textarea name="embed" rows="3" readonly=true spellcheck="false" value={props.embed[*embed_theme].clone()} />
            </label>
            <label>{ lang.t(Text::GameText) }
                <textarea ref={text_ref} name="record" rows="5" spellcheck="false" value={record_value} oninput={on_input} />
            </label>
            <p><button type="button" name="load" onclick={load}>{ lang.t(Text::LoadRecord) }</button></p>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use abstrakta_engine::thud::{Move, Position, Rules};
    use abstrakta_engine::{Game, Notation};

    use super::*;
    use crate::i18n::Refusals;

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

    /// The notice of the computer's Thud move `m` written `notation`, worded as
    /// the match state words it.
    fn moved(notation: &str, m: Move, after_crash: bool) -> Notice {
        Notice::ComputerMoved {
            notation: notation.into(),
            depth: 2,
            nodes: 100,
            ms: 5,
            after_crash,
            forced_in: None,
            offer: Position::computer_offer(m),
        }
    }

    #[test]
    fn the_computer_s_offers_read_as_words_and_its_moves_by_their_notation() {
        let step = Position::new(&Rules::default()).parse_move("dF1-F6").unwrap();
        let text = |n: &str, m: Move, crash: bool| notice_text(Lang::En, &moved(n, m, crash)).1;
        assert_eq!(text("dF1-F6", step, false), "The computer played dF1-F6.");
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
}
