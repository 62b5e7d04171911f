"""Color identity (CR 903.4): mana symbols in cost and rules text, color indicator, faces."""

from engine.cards import Card, Color
from engine.identity import color_identity


def test_hybrid_symbols_count_both_colors() -> None:
    assert color_identity(Card(name="Kitchen Finks", mana_cost="{1}{G/W}{G/W}")) == (
        Color.WHITE,
        Color.GREEN,
    )


def test_phyrexian_and_two_brid_symbols_count_their_color() -> None:
    card = Card(name="Test", mana_cost="{2/B}{U/P}")
    assert color_identity(card) == (Color.BLUE, Color.BLACK)


def test_rules_text_symbols_count_but_reminder_text_does_not() -> None:
    # 903.4c: extort's reminder text mentions {W/B}; only the activated cost counts.
    card = Card(
        name="Test",
        mana_cost="{1}",
        oracle_text="Extort (Whenever you cast a spell, you may pay {W/B}.)\n{R}: Gain 1 life.",
    )
    assert color_identity(card) == (Color.RED,)


def test_color_indicator_and_back_face_count() -> None:
    back = Card(name="Back", color_indicator=(Color.GREEN,), oracle_text="{T}: Add {U}.")
    card = Card(name="Front", mana_cost="{1}{W}", faces=(Card(name="Front"), back))
    assert color_identity(card) == (Color.WHITE, Color.BLUE, Color.GREEN)


def test_colorless_and_generic_symbols_give_no_colors() -> None:
    assert (
        color_identity(Card(name="Sol Ring", mana_cost="{1}", oracle_text="{T}: Add {C}{C}.")) == ()
    )
