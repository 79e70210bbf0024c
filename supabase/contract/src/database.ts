import type { Database as Generated } from './database.types.ts';

// The generated types, corrected where the generator cannot know better: it types every SQL
// function argument as non-null, but `reconcile_stripe_event` takes a null payment method (a
// PaymentIntent paid without a saved one) and checks for it. Clients are created with this type.

type PublicSchema = Generated['public'];
type Functions = PublicSchema['Functions'];
type Reconcile = Functions['reconcile_stripe_event'];

export type Database = Omit<Generated, 'public'> & {
  public: Omit<PublicSchema, 'Functions'> & {
    Functions: Omit<Functions, 'reconcile_stripe_event'> & {
      reconcile_stripe_event: Omit<Reconcile, 'Args'> & {
        Args: Omit<Reconcile['Args'], 'payment_method_id'> & { payment_method_id: string | null };
      };
    };
  };
};
