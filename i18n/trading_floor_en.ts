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
        <location filename="../desktop/app/games/black_friday/board.py" line="+381"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+100"/>
        <source>%n shares sold for %1; cash after: %2.</source>
        <translation>
            <numerusform>%n share sold for %1; cash after: %2.</numerusform>
            <numerusform>%n shares sold for %1; cash after: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%n shares bought for %1; cash after: %2.</source>
        <translation>
            <numerusform>%n share bought for %1; cash after: %2.</numerusform>
            <numerusform>%n shares bought for %1; cash after: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%n bars for %1; cash after: %2.</source>
        <translation>
            <numerusform>%n bar for %1; cash after: %2.</numerusform>
            <numerusform>%n bars for %1; cash after: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/app/games/black_friday/reasons.py" line="+44"/>
        <source>takes a %1 case out of the market, which helps its price rise: you hold %n shares</source>
        <translation>
            <numerusform>takes a %1 case out of the market, which helps its price rise: you hold %n share</numerusform>
            <numerusform>takes a %1 case out of the market, which helps its price rise: you hold %n shares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message numerus="yes">
        <location filename="../desktop/app/chapterend.py" line="+43"/>
        <source>Goal: finish in the top %n</source>
        <translation>
            <numerusform>Goal: finish in the top %n</numerusform>
            <numerusform>Goal: finish in the top %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HabUndGut</name>
    <message numerus="yes">
        <location filename="../desktop/app/games/hab_und_gut/reasons.py" line="+53"/>
        <source>raises %1, of which you hold %n shares</source>
        <translation>
            <numerusform>raises %1, of which you hold %n share</numerusform>
            <numerusform>raises %1, of which you hold %n shares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>lowers %1: a rival holds %n shares of it</source>
        <translation>
            <numerusform>lowers %1: a rival holds %n share of it</numerusform>
            <numerusform>lowers %1: a rival holds %n shares of it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Landlord</name>
    <message numerus="yes">
        <location filename="../desktop/app/games/landlord/reasons.py" line="+109"/>
        <source>%n lots are still for sale: get moving and buy</source>
        <translation>
            <numerusform>%n lot is still for sale: get moving and buy</numerusform>
            <numerusform>%n lots are still for sale: get moving and buy</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LandlordBoard</name>
    <message numerus="yes">
        <location filename="../desktop/app/games/landlord/deed.py" line="+94"/>
        <source>With %n houses</source>
        <translation>
            <numerusform>With %n house</numerusform>
            <numerusform>With %n houses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>With %n commercial lots</source>
        <translation>
            <numerusform>With %n commercial lot</numerusform>
            <numerusform>With %n commercial lots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>With %n clinics</source>
        <translation>
            <numerusform>With %n clinic</numerusform>
            <numerusform>With %n clinics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>%n houses</source>
        <translation>
            <numerusform>%n house</numerusform>
            <numerusform>%n houses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../desktop/app/statspage.py" line="+241"/>
        <source>%1 — %2 (%n games)</source>
        <translation>
            <numerusform>%1 — %2 (%n game)</numerusform>
            <numerusform>%1 — %2 (%n games)</numerusform>
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
        <location line="+103"/>
        <source>%n face-down cards</source>
        <translation>
            <numerusform>%n face-down card</numerusform>
            <numerusform>%n face-down cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1 rises %n spaces to %2.</source>
        <translation>
            <numerusform>%1 rises %n space to %2.</numerusform>
            <numerusform>%1 rises %n spaces to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 falls %n spaces to %2.</source>
        <translation>
            <numerusform>%1 falls %n space to %2.</numerusform>
            <numerusform>%1 falls %n spaces to %2.</numerusform>
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
    <message numerus="yes">
        <location filename="../desktop/app/games/stockpile/reasons.py" line="+80"/>
        <source>raises %1, of which you hold %n shares</source>
        <translation>
            <numerusform>raises %1, of which you hold %n share</numerusform>
            <numerusform>raises %1, of which you hold %n shares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>lowers %1: rivals hold %n shares of it and you none</source>
        <translation>
            <numerusform>lowers %1: rivals hold %n share of it and you none</numerusform>
            <numerusform>lowers %1: rivals hold %n shares of it and you none</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>pays you for your %n shares</source>
        <translation>
            <numerusform>pays you for your %n share</numerusform>
            <numerusform>pays you for your %n shares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockpileBoard</name>
    <message numerus="yes">
        <location filename="../desktop/app/games/stockpile/board.py" line="+197"/>
        <source>You show %n shares of %1 to everybody and receive %2.</source>
        <translation>
            <numerusform>You show %n share of %1 to everybody and receive %2.</numerusform>
            <numerusform>You show %n shares of %1 to everybody and receive %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+139"/>
        <source>Your bid on %1 (%n cards):</source>
        <translation>
            <numerusform>Your bid on %1 (%n card):</numerusform>
            <numerusform>Your bid on %1 (%n cards):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%1: %n cards; %2</source>
        <translation>
            <numerusform>%1: %n card; %2</numerusform>
            <numerusform>%1: %n cards; %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+134"/>
        <source>%1 holds %n shares of %2 (%3 each)</source>
        <translation>
            <numerusform>%1 holds %n share of %2 (%3 each)</numerusform>
            <numerusform>%1 holds %n shares of %2 (%3 each)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 has %n split cards of %2 (two shares each)</source>
        <translation>
            <numerusform>%1 has %n split card of %2 (two shares each)</numerusform>
            <numerusform>%1 has %n split cards of %2 (two shares each)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 holds %n shares you have not seen</source>
        <translation>
            <numerusform>%1 holds %n share you have not seen</numerusform>
            <numerusform>%1 holds %n shares you have not seen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WallStreet</name>
    <message numerus="yes">
        <location filename="../desktop/app/games/wall_street_1920/ui.py" line="+90"/>
        <source>Move %n steps to the trend card and take its %1 (costs %2)</source>
        <translation>
            <numerusform>Move %n step to the trend card and take its %1 (costs %2)</numerusform>
            <numerusform>Move %n steps to the trend card and take its %1 (costs %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Move %n steps and buy %1 (costs %2, %3 of it in cash)</source>
        <translation>
            <numerusform>Move %n step and buy %1 (costs %2, %3 of it in cash)</numerusform>
            <numerusform>Move %n steps and buy %1 (costs %2, %3 of it in cash)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Move %n steps and buy %1 (costs %2)</source>
        <translation>
            <numerusform>Move %n step and buy %1 (costs %2)</numerusform>
            <numerusform>Move %n steps and buy %1 (costs %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Move %n steps and buy</source>
        <translation>
            <numerusform>Move %n step and buy</numerusform>
            <numerusform>Move %n steps and buy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+97"/>
        <source>%1 moves %n steps to %2.</source>
        <translation>
            <numerusform>%1 moves %n step to %2.</numerusform>
            <numerusform>%1 moves %n steps to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/app/games/wall_street_1920/reasons.py" line="+47"/>
        <source>brings your %1 to the %n shares that score</source>
        <translation>
            <numerusform>brings your %1 to the %n share that scores</numerusform>
            <numerusform>brings your %1 to the %n shares that score</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>your %1 falls short of the %n shares that score: %2 in cash now</source>
        <translation>
            <numerusform>your %1 falls short of the %n share that scores: %2 in cash now</numerusform>
            <numerusform>your %1 falls short of the %n shares that score: %2 in cash now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>raises %1, of which you hold %n shares</source>
        <translation>
            <numerusform>raises %1, of which you hold %n share</numerusform>
            <numerusform>raises %1, of which you hold %n shares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>lowers %1: a rival holds %n shares of it</source>
        <translation>
            <numerusform>lowers %1: a rival holds %n share of it</numerusform>
            <numerusform>lowers %1: a rival holds %n shares of it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WallStreetBoard</name>
    <message numerus="yes">
        <location filename="../desktop/app/games/wall_street_1920/board.py" line="+449"/>
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
