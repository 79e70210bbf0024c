import { useTeam } from '@inzira/shared-data/professionals';
import { ListView } from '../../common/list-view';
import { ProfessionalCardList } from '../../common/professional-cards';
import { m } from '../../paraglide/messages.js';
import { siteLocale } from '../../i18n/site-locale';

const noTeamYet = () => ({
  title: m.team_empty_title(),
  text: m.team_empty_text(),
});

/** Everyone in the professionals table, by name: the people a client actually works with. */
export function TeamGrid() {
  return (
    <ListView
      query={useTeam({ locale: siteLocale() })}
      subject={m.list_subject_team()}
      empty={noTeamYet()}
    >
      {(team) => <ProfessionalCardList professionals={team} centered />}
    </ListView>
  );
}
