/**
 * The start page: play the computer in one click or a person from the pool, practise offline or learn, invite a
 * friend, accept a challenge
 * from the lobby, go back to running games or watch the replays of finished ones, and see who of the players one
 * follows is here.
 */
import { ENDPOINTS } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { useCall } from '../../connection/use-call.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import '../shared/pages.css';
import './home.css';
import { loadChoices, saveChoices, type HomeChoices } from './home-choices.js';
import { InviteFriend } from './InviteFriend.js';
import { Lobby } from './Lobby.js';
import { FinishedGames, RunningGames } from './MyGames.js';
import { PlayComputer } from './PlayComputer.js';
import { PlayPerson } from './PlayPerson.js';
import { PlayerName } from './PlayerName.js';
import { FriendsOnline } from '../people/FriendsOnline.js';

export function HomePage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('home.title'));
  // Only a known player; the page makes no guest to draw itself: its first action that needs one does.
  const player = useKnownPlayer();
  const [choices, setChoices] = useState<HomeChoices>(loadChoices);
  const lobby = useCall(ENDPOINTS.listChallenges, {}, 'lobby');
  const choose = (change: Partial<HomeChoices>) => {
    const next = { ...choices, ...change };
    setChoices(next);
    saveChoices(next);
  };

  return (
    <div className="page home">
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.lead')}</p>
      <PlayerName />
      <div className="home-grid">
        <PlayComputer choices={choices} onChoose={choose} />
        <p className="home-links">
          <Link to="/learn">{t('home.learn')}</Link>
          <Link to="/rules">{t('home.rules')}</Link>
        </p>
        <PlayPerson choices={choices} onChoose={choose} />
        <RunningGames />
        <FriendsOnline />
        <InviteFriend choices={choices} onChoose={choose} onChanged={lobby.reload} />
        <Lobby challenges={lobby.call} reload={lobby.reload} playerId={player?.id ?? null} />
        <FinishedGames />
      </div>
    </div>
  );
}
