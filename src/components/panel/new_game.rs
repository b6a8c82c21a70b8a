//! The new-game form: two people, against the computer (which side, which
//! level), or two computers, and the game's rule option.

use abstrakta_engine::{ByPlayer, Level, Side};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::components::context::use_lang;
use crate::i18n::{Lang, Msg, Text};
use crate::state::BySeat;
use crate::state::Player;

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
pub fn players_of(mode: Mode, levels: ByPlayer<Level>) -> BySeat<Player> {
    BySeat::new_with(|seat| {
        // A new game: each seat's side is its side in round 1.
        let side = seat.round_one_side();
        match mode {
            Mode::Hotseat => Player::Human,
            Mode::VsComputer(human) if human == side => Player::Human,
            _ => Player::Computer(*levels.get(side)),
        }
    })
}

/// Props of [`NewGameForm`].
#[derive(Debug, Properties, PartialEq)]
pub struct NewGameFormProps {
    /// Names of the two sides.
    pub side_names: ByPlayer<AttrValue>,
    /// The players of the current game, to preselect.
    pub current: BySeat<Player>,
    /// For matches whose players swap sides between rounds, the note saying so
    /// (the side names are then those of round 1); a player facing the computer
    /// may then also have the first side drawn by lot.
    #[prop_or_default]
    pub swap_note: Option<AttrValue>,
    /// Extra rule options to show (a game's own fields).
    #[prop_or_default]
    pub children: Html,
    /// Starts a game with these players.
    pub on_start: Callback<BySeat<Player>>,
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
        Player::Computer(level) => lang.say(Msg::Computer {
            level: &level_name(lang, level),
        }),
        Player::Friend => lang.t(Text::FriendPlayer).to_string(),
    }
}

/// Choose players (and levels) and start a new game.
#[component]
pub fn NewGameForm(props: &NewGameFormProps) -> Html {
    let lang = use_lang();
    let initial_mode = match (props.current.a, props.current.b) {
        (Player::Human | Player::Friend, Player::Human | Player::Friend) => Mode::Hotseat,
        (Player::Human, _) => Mode::VsComputer(Side::First),
        (_, Player::Human) => Mode::VsComputer(Side::Second),
        _ => Mode::Watch,
    };
    let level_of = |p: Player| match p {
        Player::Computer(l) => l,
        Player::Human | Player::Friend => Level::Medium,
    };
    let mode = use_state(|| initial_mode);
    // The person's side drawn by lot when the game starts.
    let by_lot = use_state(|| false);
    let levels = use_state(|| ByPlayer {
        first: level_of(props.current.a),
        second: level_of(props.current.b),
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
            // The form folds up: the new game's board and status come into view.
            if let Some(window) = web_sys::window() {
                window.scroll_to_with_x_and_y(0.0, 0.0);
            }
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
