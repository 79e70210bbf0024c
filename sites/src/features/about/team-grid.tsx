import { useTeam } from '@inzira/shared-data/professionals';
import { ListView } from '../../common/list-view';
import { ProfessionalCardList } from '../../common/professional-cards';

const noTeamYet = {
  title: 'Our team is being introduced',
  text: 'Check back soon to meet the professionals behind our work.',
};

/** Everyone in the professionals table, by name: the people a client actually works with. */
export function TeamGrid() {
  return (
    <ListView query={useTeam()} subject="our team" empty={noTeamYet}>
      {(team) => <ProfessionalCardList professionals={team} centered />}
    </ListView>
  );
}
