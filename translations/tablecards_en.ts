<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
        <source>%n trick(s) = %1 pts</source>
        <translation>
            <numerusform>%n trick = %1 pts</numerusform>
            <numerusform>%n tricks = %1 pts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SneakSeats</name>
    <message numerus="yes">
        <source>%n card(s) collected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SneakTable</name>
    <message numerus="yes">
        <source>%1 sneaks %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the showdown: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody challenged: %1 banks %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of play: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
