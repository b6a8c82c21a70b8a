//! What the player does besides moving on the board: undo, flip, retry, ask
//! for a hint, pause and step a game between computers, type a move, and start
//! a new game.

use yew::prelude::*;

use super::coach::HintBox;
use super::props::MatchProps;
use super::texts::PlayText;
use crate::components::context::use_lang;
use crate::components::game::{rule_options, UiGame};
use crate::components::panel::{NewGameForm, TypedMove};
use crate::i18n::{capitalize, Msg, Text};
use crate::state::{Action, MatchState, Player, WatchSpeed, MAX_MOVE_TEXT};
use abstrakta_engine::ByPlayer;

/// Props of [`Controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps<G: UiGame> {
    /// The match.
    pub state: UseReducerHandle<MatchState<G>>,
    /// The moves shown on the board.
    pub shown: usize,
    /// Whether the person may move on the board now.
    pub live: bool,
    /// Turns the board round.
    pub on_flip: Callback<()>,
    /// Whether the opponent's threats are marked.
    pub show_threats: bool,
    /// Switches the threats' marks on or off.
    pub on_threats: Callback<bool>,
}

/// The buttons, the hint, the watch buttons and the typed move.
#[component]
pub fn Controls<G: UiGame>(props: &ControlsProps<G>) -> Html {
    let lang = use_lang();
    let (state, shown, live) = (&props.state, props.shown, props.live);
    let n = state.plies.len();
    let act = |action: fn() -> Action<G>| state.dispatcher().to_callback().reform(move |_: MouseEvent| action());
    let (undo, retry) = (act(|| Action::Undo), act(|| Action::Retry));
    let (pause, resume, step) = (act(|| Action::Pause), act(|| Action::Resume), act(|| Action::Step));
    let flip = props.on_flip.reform(|_: MouseEvent| ());
    let toggle_threats = props.on_threats.reform(|e: Event| {
        e.target_dyn_into::<web_sys::HtmlInputElement>()
            .is_some_and(|input| input.checked())
    });
    // The speed of a game between computers, from the select's value.
    let set_speed = state.dispatcher().to_callback().reform(|e: Event| {
        let value = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default();
        Action::SetSpeed(
            WatchSpeed::ALL
                .into_iter()
                .find(|s| s.name() == value)
                .unwrap_or_default(),
        )
    });
    let speeds = WatchSpeed::ALL.map(|speed| {
        let label = lang.t(match speed {
            WatchSpeed::Slow => Text::SpeedSlow,
            WatchSpeed::Normal => Text::SpeedNormal,
            WatchSpeed::Fast => Text::SpeedFast,
            WatchSpeed::Fastest => Text::SpeedFastest,
        });
        html! { <option value={speed.name()} selected={speed == state.session.watch_speed}>{ label }</option> }
    });
    let ask_hint = state
        .dispatcher()
        .to_callback()
        .reform(move |_: MouseEvent| Action::AskHint(shown));
    let pos = state.shown(shown);
    // A hint for the person to move, or for any running position under review.
    let can_hint = (live || shown < n) && pos.outcome().is_none();
    let watching = matches!(state.players.a, Player::Computer(_)) && matches!(state.players.b, Player::Computer(_));
    let computer_stalled =
        state.outcome().is_none() && !state.thinking() && matches!(state.player_to_move(), Player::Computer(_));
    let on_typed = {
        let state = state.clone();
        Callback::from(move |text: String| -> Option<String> {
            if text.trim().len() > MAX_MOVE_TEXT {
                return Some(lang.say(Msg::TooLongMove {
                    length: &text.trim().len(),
                    max: &MAX_MOVE_TEXT,
                }));
            }
            match state.position().parse_move(text.trim()) {
                Ok(m) => {
                    state.dispatch(Action::Play(m));
                    None
                }
                Err(e) => Some(G::move_refusal(lang, &e)),
            }
        })
    };
    html! {
        <>
            <p class="row buttons">
                <button type="button" name="undo" onclick={undo} disabled={!state.can_undo()}>{ lang.t(Text::Undo) }</button>
                <button type="button" name="flip" onclick={flip}>{ lang.t(Text::Flip) }</button>
                if computer_stalled && !state.session.paused { <button type="button" name="retry" onclick={retry}>{ lang.t(Text::Retry) }</button> }
                if can_hint {
                    <button type="button" name="hint" onclick={ask_hint} disabled={state.hint_pending().is_some()}>
                        { lang.t(if state.hint_pending().is_some() { Text::HintThinking } else { Text::HintButton }) }
                    </button>
                }
            </p>
            <p class="row aid">
                <label><input type="checkbox" name="threats" checked={props.show_threats} onchange={toggle_threats} />
                    { " " }{ lang.t(PlayText::ShowThreats) }</label>
            </p>
            <HintBox<G> state={state.clone()} shown={shown} />
            if watching && state.outcome().is_none() {
                <p class="row watch-buttons">
                    if state.session.paused {
                        <button type="button" class="primary" name="resume" onclick={resume}>{ lang.t(Text::Resume) }</button>
                        <button type="button" name="step" onclick={step} disabled={state.thinking()}>{ lang.t(Text::StepOne) }</button>
                    } else {
                        <button type="button" name="pause" onclick={pause}>{ lang.t(Text::Pause) }</button>
                    }
                    <label class="speed">{ lang.t(Text::SpeedLabel) }{ " " }
                        <select name="watch-speed" onchange={set_speed}>{ for speeds }</select>
                    </label>
                </p>
            }
            <TypedMove enabled={live} example={G::move_example()} on_submit={on_typed} played={state.plies.len()} />
        </>
    }
}

/// The New game box: who plays what, and the rule option.
#[component]
pub fn NewGameBox<G: UiGame>(props: &MatchProps<G>) -> Html {
    let lang = use_lang();
    let state = &props.state;
    let rules = use_state(|| state.rules);
    let side_names = ByPlayer::new_with(|seat| AttrValue::from(capitalize(G::side_name(lang, seat))));
    let on_start = {
        let (dispatcher, rules) = (state.dispatcher(), rules.clone());
        Callback::from(move |players| dispatcher.dispatch(Action::NewGame(players, *rules)))
    };
    let set_rules = {
        let rules = rules.clone();
        Callback::from(move |r| rules.set(r))
    };
    html! {
        <details class="box" open={state.plies.is_empty()}>
            <summary>{ lang.t(Text::NewGame) }</summary>
            <NewGameForm side_names={side_names} current={state.players} swap_note={(G::ROUNDS > 1).then(|| AttrValue::from(G::swap_note(lang)))} on_start={on_start}>
                { rule_options::<G>(lang, *rules, set_rules) }
            </NewGameForm>
        </details>
    }
}
