<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BlackFriday</name>
    <message numerus="yes">
        <location filename="../desktop/app/games/black_friday/ui.py" line="+177"/>
        <source>Level card %1 is now showing; %n black cases go into the bag.</source>
        <translation>
            <numerusform>Level card %1 is now showing; %n black case goes into the bag.</numerusform>
            <numerusform>Level card %1 is now showing; %n black cases go into the bag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 sells the last shares for %2, takes %3 in subsidies, pays %4 interest and buys %n bars at $100: gold %5, silver %6, %7 left.</source>
        <translation>
            <numerusform>%1 sells the last shares for %2, takes %3 in subsidies, pays %4 interest and buys %n bar at $100: gold %5, silver %6, %7 left.</numerusform>
            <numerusform>%1 sells the last shares for %2, takes %3 in subsidies, pays %4 interest and buys %n bars at $100: gold %5, silver %6, %7 left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n drawn %1 cases go to the market.</source>
        <translation>
            <numerusform>%n drawn %1 case goes to the market.</numerusform>
            <numerusform>%n drawn %1 cases go to the market.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+100"/>
        <source>%n shares sold for %1; cash after: %2.</source>
        <translation>
            <numerusform>%n share sold for %1; cash after: %2.</numerusform>
            <numerusform>%n shares sold for %1; cash after: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n shares bought for %1; cash after: %2.</source>
        <translation>
            <numerusform>%n share bought for %1; cash after: %2.</numerusform>
            <numerusform>%n shares bought for %1; cash after: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n bars for %1; cash after: %2.</source>
        <translation>
            <numerusform>%n bar for %1; cash after: %2.</numerusform>
            <numerusform>%n bars for %1; cash after: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message numerus="yes">
        <location filename="../desktop/app/chapterend.py" line="+42"/>
        <source>Goal: finish in the top %n</source>
        <translation>
            <numerusform>Goal: finish in the top %n</numerusform>
            <numerusform>Goal: finish in the top %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Stockpile</name>
    <message numerus="yes">
        <location filename="../desktop/app/games/stockpile/ui.py" line="+78"/>
        <source>Claim the dividend for %1 shares</source>
        <translation>
            <numerusform>Claim the dividend for %1 share</numerusform>
            <numerusform>Claim the dividend for %1 shares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+98"/>
        <source>%n face-down cards</source>
        <translation>
            <numerusform>%n face-down card</numerusform>
            <numerusform>%n face-down cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n spaces</source>
        <translation>
            <numerusform>%n space</numerusform>
            <numerusform>%n spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 shows %n shares of %2 and moves them to the split area.</source>
        <translation>
            <numerusform>%1 shows %n share of %2 and moves it to the split area.</numerusform>
            <numerusform>%1 shows %n shares of %2 and moves them to the split area.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 loses %n shares of %2.</source>
        <translation>
            <numerusform>%1 loses %n share of %2.</numerusform>
            <numerusform>%1 loses %n shares of %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockpileBoard</name>
    <message numerus="yes">
        <location filename="../desktop/app/games/stockpile/board.py" line="+197"/>
        <source>You show %n shares of %1 to everybody and receive %2.</source>
        <translation><numerusform>You show %n share of %1 to everybody and receive %2.</numerusform><numerusform>You show %n shares of %1 to everybody and receive %2.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+139"/>
        <source>Your bid on %1 (%n cards):</source>
        <translation><numerusform>Your bid on %1 (%n card):</numerusform><numerusform>Your bid on %1 (%n cards):</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%1: %n cards; %2</source>
        <translation><numerusform>%1: %n card; %2</numerusform><numerusform>%1: %n cards; %2</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+131"/>
        <source>%1 holds %n shares of %2 (%3 each)</source>
        <translation><numerusform>%1 holds %n share of %2 (%3 each)</numerusform><numerusform>%1 holds %n shares of %2 (%3 each)</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 has %n split cards of %2 (two shares each)</source>
        <translation><numerusform>%1 has %n split card of %2 (two shares each)</numerusform><numerusform>%1 has %n split cards of %2 (two shares each)</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 holds %n shares you have not seen</source>
        <translation><numerusform>%1 holds %n share you have not seen</numerusform><numerusform>%1 holds %n shares you have not seen</numerusform></translation>
    </message>
</context>
<context>
    <name>WallStreet</name>
    <message numerus="yes">
        <location filename="../desktop/app/games/wall_street_1920/ui.py" line="+80"/>
        <location line="+104"/>
        <source>%n steps</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WallStreetBoard</name>
    <message numerus="yes">
        <location filename="../desktop/app/games/wall_street_1920/board.py" line="+328"/>
        <source>Deck: %n cards</source>
        <translation>
            <numerusform>Deck: %n card</numerusform>
            <numerusform>Deck: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+137"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>Keep or discard the %n cards you bought:</source>
        <translation>
            <numerusform>Keep or discard the card you bought:</numerusform>
            <numerusform>Keep or discard the %n cards you bought:</numerusform>
        </translation>
    </message>
</context>
</TS>
