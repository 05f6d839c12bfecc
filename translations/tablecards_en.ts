<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Access</name>
    <message numerus="yes">
        <source>Hand of %1, %n card(s)</source>
        <translation>
            <numerusform>Hand of %1, %n card</numerusform>
            <numerusform>Hand of %1, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>Stock, %n card</numerusform>
            <numerusform>Stock, %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeartsPanel</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InvitationDialog</name>
    <message numerus="yes">
        <source>%n seat(s) still waiting. The match starts when every seat is taken.</source>
        <translation>
            <numerusform>%n seat still waiting. The match starts when every seat is taken.</numerusform>
            <numerusform>%n seats still waiting. The match starts when every seat is taken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n free seat</numerusform>
            <numerusform>%n free seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonsDialog</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MiniMisere</name>
    <message numerus="yes">
        <source>%n card(s) laid aside unseen.</source>
        <translation>
            <numerusform>%n card laid aside unseen.</numerusform>
            <numerusform>%n cards laid aside unseen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MiniMisereSeats</name>
    <message numerus="yes">
        <source>%1 = %n pt(s)</source>
        <translation>
            <numerusform>%1 = %n pt</numerusform>
            <numerusform>%1 = %n pts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NinetyNineExplain</name>
    <message numerus="yes">
        <source>%1 of %2 bid cards chosen: %n trick(s) so far.</source>
        <translation>
            <numerusform>%1 of %2 bid cards chosen: %n trick so far.</numerusform>
            <numerusform>%1 of %2 bid cards chosen: %n tricks so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You bid %n trick(s).</source>
        <translation>
            <numerusform>You bid %n trick.</numerusform>
            <numerusform>You bid %n tricks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatReplayPanel</name>
    <message numerus="yes">
        <source>%n view(s) of the record cannot be read and are skipped.</source>
        <translation>
            <numerusform>%n view of the record cannot be read and is skipped.</numerusform>
            <numerusform>%n views of the record cannot be read and are skipped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheepsheadInfo</name>
    <message numerus="yes">
        <source>Buried: %1 (%n point(s))</source>
        <translation>
            <numerusform>Buried: %1 (%n point)</numerusform>
            <numerusform>Buried: %1 (%n points)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheepsheadPanel</name>
    <message numerus="yes">
        <source>Bury %1 (%n point(s))</source>
        <translation>
            <numerusform>Bury %1 (%n point)</numerusform>
            <numerusform>Bury %1 (%n points)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheepsheadSeats</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SneakPanel</name>
    <message numerus="yes">
        <source>Challenge: drop %n card(s) here (C)</source>
        <translation>
            <numerusform>Challenge: drop %n card here (C)</numerusform>
            <numerusform>Challenge: drop %n cards here (C)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Select up to %n card(s) (click or Space), then drag them to a zone: sneak face down (S) or flaunt face up (F). Or draw (D).</source>
        <translation>
            <numerusform>Select up to %n card (click or Space), then drag it to a zone: sneak face down (S) or flaunt face up (F). Or draw (D).</numerusform>
            <numerusform>Select up to %n cards (click or Space), then drag them to a zone: sneak face down (S) or flaunt face up (F). Or draw (D).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flaunt one card or a combo of up to %n card(s): select, then F.</source>
        <translation>
            <numerusform>Flaunt %n card: select it, then F.</numerusform>
            <numerusform>Flaunt one card or a combo of up to %n cards: select, then F.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 flaunted %2 (%3). Challenge with %n card(s) of that kind, equal or higher (C), or decline (X).</source>
        <translation>
            <numerusform>%1 flaunted %2 (%3). Challenge with %n card of that kind, equal or higher (C), or decline (X).</numerusform>
            <numerusform>%1 flaunted %2 (%3). Challenge with %n cards of that kind, equal or higher (C), or decline (X).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sneaked %n card(s) face down. Challenge with as many (select, then C) or decline (X).</source>
        <translation>
            <numerusform>%1 sneaked %n card face down. Challenge with as many (select, then C) or decline (X).</numerusform>
            <numerusform>%1 sneaked %n cards face down. Challenge with as many (select, then C) or decline (X).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SneakSeats</name>
    <message numerus="yes">
        <source>%n card(s) collected</source>
        <translation>
            <numerusform>%n card collected</numerusform>
            <numerusform>%n cards collected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SneakTable</name>
    <message numerus="yes">
        <source>%1 · sneak: %n card(s)</source>
        <translation>
            <numerusform>%1 · sneak: %n card</numerusform>
            <numerusform>%1 · sneak: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showdown won by %1: %n card(s)</source>
        <translation>
            <numerusform>Showdown won by %1: %n card</numerusform>
            <numerusform>Showdown won by %1: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody challenged: %n card(s) to %1</source>
        <translation>
            <numerusform>Nobody challenged: %n card to %1</numerusform>
            <numerusform>Nobody challenged: %n cards to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand limit: %n card(s)</source>
        <translation>
            <numerusform>Hand limit: %n card</numerusform>
            <numerusform>Hand limit: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of play: %n card(s)</source>
        <translation>
            <numerusform>Out of play: %n card</numerusform>
            <numerusform>Out of play: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
</context>
</TS>
