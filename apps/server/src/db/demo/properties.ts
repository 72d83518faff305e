import type { PropertyInput } from '@cakemix/core';
import { arena } from './properties/arena.ts';
import { charity } from './properties/charity.ts';
import { hockeyTeam } from './properties/hockey-team.ts';
import { musicFestival } from './properties/music-festival.ts';
import { soccerLeague } from './properties/soccer-league.ts';
import { winterCarnivalDraft } from './properties/winter-carnival-draft.ts';
import { demoItemId } from './property-builders.ts';

/**
 * The demo website's properties: five complete ones of different types, plus a draft. Their numbers are
 * plausible for the kind of property (attendance, followers, fees in CAD), not the data of a real one.
 */
export const DEMO_PROPERTIES: PropertyInput[] = [
  hockeyTeam,
  soccerLeague,
  arena,
  musicFestival,
  charity,
  winterCarnivalDraft,
];

/** Comments on custom metrics: the property (index in DEMO_PROPERTIES), the metric item, the text. */
export const DEMO_COMMENTS: { property: number; metricId: string; body: string }[] = [
  {
    property: 0,
    metricId: demoItemId(1, 600),
    body: 'Confirmed with the club’s ticketing report; it was 91% the season before.',
  },
  {
    property: 0,
    metricId: demoItemId(1, 600),
    body: 'Worth asking at renewal why it dropped: price increase on the lower bowl.',
  },
  {
    property: 2,
    metricId: demoItemId(3, 601),
    body: 'Concerts bring the younger crowd our brand needs; ask for the 2027 concert calendar.',
  },
];
