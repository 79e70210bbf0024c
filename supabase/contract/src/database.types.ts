export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '13';
  };
  public: {
    Tables: {
      admin_inbox_reads: {
        Row: {
          inbox: string;
          seen_at: string;
          user_id: string;
        };
        Insert: {
          inbox: string;
          seen_at?: string;
          user_id: string;
        };
        Update: {
          inbox?: string;
          seen_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      audit_log: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_id: string | null;
          actor_role: Database['public']['Enums']['team_role'] | null;
          changes: NonNullable<Json>;
          created_at: string;
          id: number;
          row_id: string | null;
          table_name: string;
        };
        Insert: {
          action: string;
          actor_email?: string | null;
          actor_id?: string | null;
          actor_role?: Database['public']['Enums']['team_role'] | null;
          changes?: NonNullable<Json>;
          created_at?: string;
          id?: never;
          row_id?: string | null;
          table_name: string;
        };
        Update: {
          action?: string;
          actor_email?: string | null;
          actor_id?: string | null;
          actor_role?: Database['public']['Enums']['team_role'] | null;
          changes?: NonNullable<Json>;
          created_at?: string;
          id?: never;
          row_id?: string | null;
          table_name?: string;
        };
        Relationships: [];
      };
      blogs: {
        Row: {
          author_image: string | null;
          author_name: string;
          author_role: string;
          category: Database['public']['Enums']['blog_category'];
          content: string;
          created_at: string;
          downvotes: number;
          excerpt: string;
          id: string;
          image: string | null;
          image_alt: string | null;
          is_published: boolean;
          published_at: string | null;
          published_translations: Json | null;
          seo_description: string | null;
          seo_title: string | null;
          slug: string;
          title: string;
          translations: NonNullable<Json>;
          updated_at: string;
          upvotes: number;
        };
        Insert: {
          author_image?: string | null;
          author_name: string;
          author_role: string;
          category: Database['public']['Enums']['blog_category'];
          content: string;
          created_at?: string;
          downvotes?: number;
          excerpt: string;
          id?: string;
          image?: string | null;
          image_alt?: string | null;
          is_published?: boolean;
          published_at?: string | null;
          published_translations?: never;
          seo_description?: string | null;
          seo_title?: string | null;
          slug?: string;
          title: string;
          translations?: NonNullable<Json>;
          updated_at?: string;
          upvotes?: number;
        };
        Update: {
          author_image?: string | null;
          author_name?: string;
          author_role?: string;
          category?: Database['public']['Enums']['blog_category'];
          content?: string;
          created_at?: string;
          downvotes?: number;
          excerpt?: string;
          id?: string;
          image?: string | null;
          image_alt?: string | null;
          is_published?: boolean;
          published_at?: string | null;
          published_translations?: never;
          seo_description?: string | null;
          seo_title?: string | null;
          slug?: string;
          title?: string;
          translations?: NonNullable<Json>;
          updated_at?: string;
          upvotes?: number;
        };
        Relationships: [];
      };
      bookings: {
        Row: {
          assignee_id: string | null;
          created_at: string;
          email: string;
          first_action_at: string | null;
          full_name: string;
          id: string;
          locale: string;
          phone_digits: string | null;
          phone_number: string | null;
          project_description: string;
          requested_service: string;
          service_id: string | null;
          status: Database['public']['Enums']['booking_status'];
          updated_at: string;
        };
        Insert: {
          assignee_id?: string | null;
          created_at?: string;
          email: string;
          first_action_at?: string | null;
          full_name: string;
          id?: string;
          locale?: string;
          phone_digits?: never;
          phone_number?: string | null;
          project_description: string;
          requested_service: string;
          service_id?: string | null;
          status?: Database['public']['Enums']['booking_status'];
          updated_at?: string;
        };
        Update: {
          assignee_id?: string | null;
          created_at?: string;
          email?: string;
          first_action_at?: string | null;
          full_name?: string;
          id?: string;
          locale?: string;
          phone_digits?: never;
          phone_number?: string | null;
          project_description?: string;
          requested_service?: string;
          service_id?: string | null;
          status?: Database['public']['Enums']['booking_status'];
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'bookings_service_id_fkey';
            columns: ['service_id'];
            isOneToOne: false;
            referencedRelation: 'services';
            referencedColumns: ['id'];
          },
        ];
      };
      consultation_date_overrides: {
        Row: {
          closes_at: string | null;
          day: string;
          opens_at: string | null;
          reason: string;
        };
        Insert: {
          closes_at?: string | null;
          day: string;
          opens_at?: string | null;
          reason: string;
        };
        Update: {
          closes_at?: string | null;
          day?: string;
          opens_at?: string | null;
          reason?: string;
        };
        Relationships: [];
      };
      consultation_hours: {
        Row: {
          closes_at: string | null;
          opens_at: string | null;
          weekday: number;
        };
        Insert: {
          closes_at?: string | null;
          opens_at?: string | null;
          weekday: number;
        };
        Update: {
          closes_at?: string | null;
          opens_at?: string | null;
          weekday?: number;
        };
        Relationships: [];
      };
      consultation_settings: {
        Row: {
          buffer_minutes: number;
          id: boolean;
          meeting_minutes: number;
        };
        Insert: {
          buffer_minutes?: number;
          id?: boolean;
          meeting_minutes?: number;
        };
        Update: {
          buffer_minutes?: number;
          id?: boolean;
          meeting_minutes?: number;
        };
        Relationships: [];
      };
      consultations: {
        Row: {
          assignee_id: string | null;
          created_at: string;
          email: string;
          email_verified_at: string | null;
          first_action_at: string | null;
          full_name: string;
          hold_expires_at: string | null;
          id: string;
          locale: string;
          message: string | null;
          phone_digits: string | null;
          phone_number: string;
          scheduled_for: string;
          service: string;
          status: Database['public']['Enums']['submission_status'];
          updated_at: string;
          agenda_order: number | null;
        };
        Insert: {
          assignee_id?: string | null;
          created_at?: string;
          email: string;
          email_verified_at?: string | null;
          first_action_at?: string | null;
          full_name: string;
          hold_expires_at?: string | null;
          id?: string;
          locale?: string;
          message?: string | null;
          phone_digits?: never;
          phone_number: string;
          scheduled_for: string;
          service: string;
          status?: Database['public']['Enums']['submission_status'];
          updated_at?: string;
        };
        Update: {
          assignee_id?: string | null;
          created_at?: string;
          email?: string;
          email_verified_at?: string | null;
          first_action_at?: string | null;
          full_name?: string;
          hold_expires_at?: string | null;
          id?: string;
          locale?: string;
          message?: string | null;
          phone_digits?: never;
          phone_number?: string;
          scheduled_for?: string;
          service?: string;
          status?: Database['public']['Enums']['submission_status'];
          updated_at?: string;
        };
        Relationships: [];
      };
      content_revisions: {
        Row: {
          actor_email: string | null;
          actor_id: string | null;
          created_at: string;
          id: number;
          restored_from: number | null;
          row_data: NonNullable<Json>;
          row_id: string;
          table_name: string;
          version: number;
        };
        Insert: {
          actor_email?: string | null;
          actor_id?: string | null;
          created_at?: string;
          id?: never;
          restored_from?: number | null;
          row_data: NonNullable<Json>;
          row_id: string;
          table_name: string;
          version: number;
        };
        Update: {
          actor_email?: string | null;
          actor_id?: string | null;
          created_at?: string;
          id?: never;
          restored_from?: number | null;
          row_data?: NonNullable<Json>;
          row_id?: string;
          table_name?: string;
          version?: number;
        };
        Relationships: [];
      };
      courses: {
        Row: {
          created_at: string;
          currency: string;
          description: string;
          duration: string;
          id: string;
          image: string | null;
          instructor_id: string | null;
          is_active: boolean;
          level: string;
          modules: number;
          price_cents: number;
          published_translations: Json | null;
          rating: number | null;
          sort_order: number;
          students: number;
          title: string;
          topics: string[];
          translations: NonNullable<Json>;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          currency?: string;
          description: string;
          duration: string;
          id: string;
          image?: string | null;
          instructor_id?: string | null;
          is_active?: boolean;
          level: string;
          modules: number;
          price_cents: number;
          published_translations?: never;
          rating?: number | null;
          sort_order?: number;
          students?: number;
          title: string;
          topics?: string[];
          translations?: NonNullable<Json>;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          currency?: string;
          description?: string;
          duration?: string;
          id?: string;
          image?: string | null;
          instructor_id?: string | null;
          is_active?: boolean;
          level?: string;
          modules?: number;
          price_cents?: number;
          published_translations?: never;
          rating?: number | null;
          sort_order?: number;
          students?: number;
          title?: string;
          topics?: string[];
          translations?: NonNullable<Json>;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'courses_instructor_id_fkey';
            columns: ['instructor_id'];
            isOneToOne: false;
            referencedRelation: 'professionals';
            referencedColumns: ['id'];
          },
        ];
      };
      enrollments: {
        Row: {
          amount_cents: number;
          assignee_id: string | null;
          course_id: string;
          course_title: string;
          created_at: string;
          currency: string;
          email: string;
          first_action_at: string | null;
          full_name: string;
          id: string;
          locale: string;
          payment_reference: string | null;
          payment_review: string | null;
          payment_status: Database['public']['Enums']['payment_status'];
          payment_updated_at: string | null;
          phone: string;
          phone_digits: string | null;
          stripe_payment_intent_id: string | null;
          stripe_payment_method_id: string | null;
          updated_at: string;
        };
        Insert: {
          amount_cents: number;
          assignee_id?: string | null;
          course_id: string;
          course_title: string;
          created_at?: string;
          currency?: string;
          email: string;
          first_action_at?: string | null;
          full_name: string;
          id?: string;
          locale?: string;
          payment_reference?: string | null;
          payment_review?: string | null;
          payment_status?: Database['public']['Enums']['payment_status'];
          payment_updated_at?: string | null;
          phone: string;
          phone_digits?: never;
          stripe_payment_intent_id?: string | null;
          stripe_payment_method_id?: string | null;
          updated_at?: string;
        };
        Update: {
          amount_cents?: number;
          assignee_id?: string | null;
          course_id?: string;
          course_title?: string;
          created_at?: string;
          currency?: string;
          email?: string;
          first_action_at?: string | null;
          full_name?: string;
          id?: string;
          locale?: string;
          payment_reference?: string | null;
          payment_review?: string | null;
          payment_status?: Database['public']['Enums']['payment_status'];
          payment_updated_at?: string | null;
          phone?: string;
          phone_digits?: never;
          stripe_payment_intent_id?: string | null;
          stripe_payment_method_id?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      events: {
        Row: {
          created_at: string;
          description: string;
          from_date: string;
          id: string;
          image: string | null;
          image_alt: string | null;
          is_published: boolean;
          location: string | null;
          prize: string;
          published_translations: Json | null;
          title: string;
          to_date: string;
          translations: NonNullable<Json>;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description: string;
          from_date: string;
          id?: string;
          image?: string | null;
          image_alt?: string | null;
          is_published?: boolean;
          location?: string | null;
          prize: string;
          published_translations?: never;
          title: string;
          to_date: string;
          translations?: NonNullable<Json>;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string;
          from_date?: string;
          id?: string;
          image?: string | null;
          image_alt?: string | null;
          is_published?: boolean;
          location?: string | null;
          prize?: string;
          published_translations?: never;
          title?: string;
          to_date?: string;
          translations?: NonNullable<Json>;
          updated_at?: string;
        };
        Relationships: [];
      };
      lead_activity: {
        Row: {
          assignee_email: string | null;
          assignee_id: string | null;
          author_email: string | null;
          author_id: string | null;
          body: string | null;
          booking_id: string | null;
          consultation_id: string | null;
          created_at: string;
          enrollment_id: string | null;
          from_status: string | null;
          id: string;
          kind: string;
          participant_id: string | null;
          partner_application_id: string | null;
          to_status: string | null;
        };
        Insert: {
          assignee_email?: string | null;
          assignee_id?: string | null;
          author_email?: string | null;
          author_id?: string | null;
          body?: string | null;
          booking_id?: string | null;
          consultation_id?: string | null;
          created_at?: string;
          enrollment_id?: string | null;
          from_status?: string | null;
          id?: string;
          kind: string;
          participant_id?: string | null;
          partner_application_id?: string | null;
          to_status?: string | null;
        };
        Update: {
          assignee_email?: string | null;
          assignee_id?: string | null;
          author_email?: string | null;
          author_id?: string | null;
          body?: string | null;
          booking_id?: string | null;
          consultation_id?: string | null;
          created_at?: string;
          enrollment_id?: string | null;
          from_status?: string | null;
          id?: string;
          kind?: string;
          participant_id?: string | null;
          partner_application_id?: string | null;
          to_status?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'lead_activity_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lead_activity_consultation_id_fkey';
            columns: ['consultation_id'];
            isOneToOne: false;
            referencedRelation: 'consultations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lead_activity_enrollment_id_fkey';
            columns: ['enrollment_id'];
            isOneToOne: false;
            referencedRelation: 'enrollments';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lead_activity_participant_id_fkey';
            columns: ['participant_id'];
            isOneToOne: false;
            referencedRelation: 'participants';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lead_activity_partner_application_id_fkey';
            columns: ['partner_application_id'];
            isOneToOne: false;
            referencedRelation: 'partner_applications';
            referencedColumns: ['id'];
          },
        ];
      };
      participants: {
        Row: {
          created_at: string;
          email: string;
          event_id: string;
          id: string;
          locale: string;
          name: string;
          phone_digits: string | null;
          phone_number: string | null;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          email: string;
          event_id: string;
          id?: string;
          locale?: string;
          name: string;
          phone_digits?: never;
          phone_number?: string | null;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          event_id?: string;
          id?: string;
          locale?: string;
          name?: string;
          phone_digits?: never;
          phone_number?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'participants_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'participants_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events_with_counts';
            referencedColumns: ['id'];
          },
        ];
      };
      partner_applications: {
        Row: {
          assignee_id: string | null;
          company_name: string;
          created_at: string;
          email: string;
          first_action_at: string | null;
          id: string;
          locale: string;
          message: string;
          phone: string;
          phone_digits: string | null;
          status: Database['public']['Enums']['application_status'];
          updated_at: string;
        };
        Insert: {
          assignee_id?: string | null;
          company_name: string;
          created_at?: string;
          email: string;
          first_action_at?: string | null;
          id?: string;
          locale?: string;
          message: string;
          phone: string;
          phone_digits?: never;
          status?: Database['public']['Enums']['application_status'];
          updated_at?: string;
        };
        Update: {
          assignee_id?: string | null;
          company_name?: string;
          created_at?: string;
          email?: string;
          first_action_at?: string | null;
          id?: string;
          locale?: string;
          message?: string;
          phone?: string;
          phone_digits?: never;
          status?: Database['public']['Enums']['application_status'];
          updated_at?: string;
        };
        Relationships: [];
      };
      professionals: {
        Row: {
          created_at: string;
          email: string;
          full_name: string;
          id: string;
          num_task_completed: number;
          phone_number: string | null;
          profile_pic: string | null;
          published_translations: Json | null;
          skills: string[];
          title: string;
          translations: NonNullable<Json>;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          email: string;
          full_name: string;
          id?: string;
          num_task_completed?: number;
          phone_number?: string | null;
          profile_pic?: string | null;
          published_translations?: never;
          skills?: string[];
          title: string;
          translations?: NonNullable<Json>;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          full_name?: string;
          id?: string;
          num_task_completed?: number;
          phone_number?: string | null;
          profile_pic?: string | null;
          published_translations?: never;
          skills?: string[];
          title?: string;
          translations?: NonNullable<Json>;
          updated_at?: string;
        };
        Relationships: [];
      };
      project_members: {
        Row: {
          created_at: string;
          professional_id: string;
          project_id: string;
        };
        Insert: {
          created_at?: string;
          professional_id: string;
          project_id: string;
        };
        Update: {
          created_at?: string;
          professional_id?: string;
          project_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'project_members_professional_id_fkey';
            columns: ['professional_id'];
            isOneToOne: false;
            referencedRelation: 'professionals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'project_members_project_id_fkey';
            columns: ['project_id'];
            isOneToOne: false;
            referencedRelation: 'projects';
            referencedColumns: ['id'];
          },
        ];
      };
      projects: {
        Row: {
          client_name: string;
          completed_date: string;
          created_at: string;
          description: string;
          id: string;
          image: string | null;
          image_alt: string | null;
          published_translations: Json | null;
          slug: string;
          technologies_used: string[];
          title: string;
          translations: NonNullable<Json>;
          updated_at: string;
          video_link: string | null;
        };
        Insert: {
          client_name: string;
          completed_date: string;
          created_at?: string;
          description: string;
          id?: string;
          image?: string | null;
          image_alt?: string | null;
          published_translations?: never;
          slug?: string;
          technologies_used?: string[];
          title: string;
          translations?: NonNullable<Json>;
          updated_at?: string;
          video_link?: string | null;
        };
        Update: {
          client_name?: string;
          completed_date?: string;
          created_at?: string;
          description?: string;
          id?: string;
          image?: string | null;
          image_alt?: string | null;
          published_translations?: never;
          slug?: string;
          technologies_used?: string[];
          title?: string;
          translations?: NonNullable<Json>;
          updated_at?: string;
          video_link?: string | null;
        };
        Relationships: [];
      };
      public_holidays: {
        Row: {
          day: string;
          name: string;
        };
        Insert: {
          day: string;
          name: string;
        };
        Update: {
          day?: string;
          name?: string;
        };
        Relationships: [];
      };
      services: {
        Row: {
          created_at: string;
          description: string;
          features: string[];
          icon: string | null;
          id: string;
          num_of_clients: number;
          published_translations: Json | null;
          satisfaction: number;
          title: string;
          translations: NonNullable<Json>;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description: string;
          features: string[];
          icon?: string | null;
          id?: string;
          num_of_clients?: number;
          published_translations?: never;
          satisfaction?: number;
          title: string;
          translations?: NonNullable<Json>;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string;
          features?: string[];
          icon?: string | null;
          id?: string;
          num_of_clients?: number;
          published_translations?: never;
          satisfaction?: number;
          title?: string;
          translations?: NonNullable<Json>;
          updated_at?: string;
        };
        Relationships: [];
      };
      slug_history: {
        Row: {
          changed_at: string;
          kind: string;
          old_slug: string;
          row_id: string;
        };
        Insert: {
          changed_at?: string;
          kind: string;
          old_slug: string;
          row_id: string;
        };
        Update: {
          changed_at?: string;
          kind?: string;
          old_slug?: string;
          row_id?: string;
        };
        Relationships: [];
      };
      team_emails: {
        Row: {
          actor_email: string | null;
          attempts: number;
          created_at: string;
          digest: Json | null;
          digest_day: string | null;
          id: string;
          inbox: string | null;
          kind: string;
          last_error: string | null;
          lead_id: string | null;
          lead_name: string | null;
          recipient: string;
          recipient_id: string;
          sent_at: string | null;
          status: string;
          topic: string | null;
          updated_at: string;
        };
        Insert: {
          actor_email?: string | null;
          attempts?: number;
          created_at?: string;
          digest?: Json | null;
          digest_day?: string | null;
          id?: string;
          inbox?: string | null;
          kind: string;
          last_error?: string | null;
          lead_id?: string | null;
          lead_name?: string | null;
          recipient: string;
          recipient_id: string;
          sent_at?: string | null;
          status?: string;
          topic?: string | null;
          updated_at?: string;
        };
        Update: {
          actor_email?: string | null;
          attempts?: number;
          created_at?: string;
          digest?: Json | null;
          digest_day?: string | null;
          id?: string;
          inbox?: string | null;
          kind?: string;
          last_error?: string | null;
          lead_id?: string | null;
          lead_name?: string | null;
          recipient?: string;
          recipient_id?: string;
          sent_at?: string | null;
          status?: string;
          topic?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      team_member_preferences: {
        Row: {
          created_at: string;
          digest_hour: number;
          lead_alerts: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          digest_hour?: number;
          lead_alerts?: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          digest_hour?: number;
          lead_alerts?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      team_members: {
        Row: {
          created_at: string;
          invited_by: string | null;
          role: Database['public']['Enums']['team_role'];
          user_id: string;
        };
        Insert: {
          created_at?: string;
          invited_by?: string | null;
          role: Database['public']['Enums']['team_role'];
          user_id: string;
        };
        Update: {
          created_at?: string;
          invited_by?: string | null;
          role?: Database['public']['Enums']['team_role'];
          user_id?: string;
        };
        Relationships: [];
      };
      team_settings: {
        Row: {
          audit_retention_days: number;
          created_at: string;
          id: boolean;
          lead_waiting_hours: number;
          mfa_required: boolean;
          revision_retention_days: number;
          updated_at: string;
        };
        Insert: {
          audit_retention_days?: number;
          created_at?: string;
          id?: boolean;
          lead_waiting_hours?: number;
          mfa_required?: boolean;
          revision_retention_days?: number;
          updated_at?: string;
        };
        Update: {
          audit_retention_days?: number;
          created_at?: string;
          id?: boolean;
          lead_waiting_hours?: number;
          mfa_required?: boolean;
          revision_retention_days?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      testimonials: {
        Row: {
          author: string;
          author_image: string | null;
          company: string;
          created_at: string;
          full_story: string | null;
          headline: string | null;
          id: string;
          is_story: boolean;
          published_translations: Json | null;
          quote: string;
          rating: number | null;
          results: string[];
          role: string;
          story_image: string | null;
          story_image_alt: string | null;
          translations: NonNullable<Json>;
          updated_at: string;
          video_url: string | null;
        };
        Insert: {
          author: string;
          author_image?: string | null;
          company: string;
          created_at?: string;
          full_story?: string | null;
          headline?: string | null;
          id?: string;
          is_story?: boolean;
          published_translations?: never;
          quote: string;
          rating?: number | null;
          results?: string[];
          role: string;
          story_image?: string | null;
          story_image_alt?: string | null;
          translations?: NonNullable<Json>;
          updated_at?: string;
          video_url?: string | null;
        };
        Update: {
          author?: string;
          author_image?: string | null;
          company?: string;
          created_at?: string;
          full_story?: string | null;
          headline?: string | null;
          id?: string;
          is_story?: boolean;
          published_translations?: never;
          quote?: string;
          rating?: number | null;
          results?: string[];
          role?: string;
          story_image?: string | null;
          story_image_alt?: string | null;
          translations?: NonNullable<Json>;
          updated_at?: string;
          video_url?: string | null;
        };
        Relationships: [];
      };
      visitor_email_settings: {
        Row: {
          created_at: string;
          enabled: boolean;
          kind: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          enabled?: boolean;
          kind: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          enabled?: boolean;
          kind?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      visitor_emails: {
        Row: {
          amount_cents: number | null;
          attempts: number;
          booking_id: string | null;
          calendar_sequence: number;
          consultation_id: string | null;
          created_at: string;
          currency: string | null;
          ends_at: string | null;
          enrollment_id: string | null;
          id: string;
          kind: string;
          last_error: string | null;
          locale: string;
          location: string | null;
          participant_id: string | null;
          partner_application_id: string | null;
          recipient: string;
          recipient_name: string;
          scheduled_for: string | null;
          sent_at: string | null;
          status: string;
          topic: string | null;
          updated_at: string;
        };
        Insert: {
          amount_cents?: number | null;
          attempts?: number;
          booking_id?: string | null;
          calendar_sequence?: number;
          consultation_id?: string | null;
          created_at?: string;
          currency?: string | null;
          ends_at?: string | null;
          enrollment_id?: string | null;
          id?: string;
          kind: string;
          last_error?: string | null;
          locale?: string;
          location?: string | null;
          participant_id?: string | null;
          partner_application_id?: string | null;
          recipient: string;
          recipient_name: string;
          scheduled_for?: string | null;
          sent_at?: string | null;
          status?: string;
          topic?: string | null;
          updated_at?: string;
        };
        Update: {
          amount_cents?: number | null;
          attempts?: number;
          booking_id?: string | null;
          calendar_sequence?: number;
          consultation_id?: string | null;
          created_at?: string;
          currency?: string | null;
          ends_at?: string | null;
          enrollment_id?: string | null;
          id?: string;
          kind?: string;
          last_error?: string | null;
          locale?: string;
          location?: string | null;
          participant_id?: string | null;
          partner_application_id?: string | null;
          recipient?: string;
          recipient_name?: string;
          scheduled_for?: string | null;
          sent_at?: string | null;
          status?: string;
          topic?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'visitor_emails_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'visitor_emails_consultation_id_fkey';
            columns: ['consultation_id'];
            isOneToOne: false;
            referencedRelation: 'consultations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'visitor_emails_enrollment_id_fkey';
            columns: ['enrollment_id'];
            isOneToOne: false;
            referencedRelation: 'enrollments';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'visitor_emails_kind_fkey';
            columns: ['kind'];
            isOneToOne: false;
            referencedRelation: 'visitor_email_settings';
            referencedColumns: ['kind'];
          },
          {
            foreignKeyName: 'visitor_emails_participant_id_fkey';
            columns: ['participant_id'];
            isOneToOne: false;
            referencedRelation: 'participants';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'visitor_emails_partner_application_id_fkey';
            columns: ['partner_application_id'];
            isOneToOne: false;
            referencedRelation: 'partner_applications';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      events_with_counts: {
        Row: {
          created_at: string | null;
          description: string | null;
          from_date: string | null;
          id: string | null;
          image: string | null;
          image_alt: string | null;
          is_published: boolean | null;
          location: string | null;
          participant_count: number | null;
          prize: string | null;
          published_translations: Json | null;
          title: string | null;
          to_date: string | null;
          translations: Json | null;
          updated_at: string | null;
        };
        Insert: {
          created_at?: string | null;
          description?: string | null;
          from_date?: string | null;
          id?: string | null;
          image?: string | null;
          image_alt?: string | null;
          is_published?: boolean | null;
          location?: string | null;
          participant_count?: never;
          prize?: string | null;
          published_translations?: Json | null;
          title?: string | null;
          to_date?: string | null;
          translations?: Json | null;
          updated_at?: string | null;
        };
        Update: {
          created_at?: string | null;
          description?: string | null;
          from_date?: string | null;
          id?: string | null;
          image?: string | null;
          image_alt?: string | null;
          is_published?: boolean | null;
          location?: string | null;
          participant_count?: never;
          prize?: string | null;
          published_translations?: Json | null;
          title?: string | null;
          to_date?: string | null;
          translations?: Json | null;
          updated_at?: string | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      admin_add_team_member: {
        Args: {
          member_id: string;
          member_role: Database['public']['Enums']['team_role'];
        };
        Returns: undefined;
      };
      admin_dashboard_charts: {
        Args: { range_from: string; range_to: string };
        Returns: Json;
      };
      admin_dashboard_stats: { Args: Record<PropertyKey, never>; Returns: Json };
      admin_needs_action_counts: {
        Args: Record<PropertyKey, never>;
        Returns: Json;
      };
      admin_open_inbox: { Args: { inbox: string }; Returns: string };
      admin_recent_activity: {
        Args: { max_rows?: number };
        Returns: {
          created_at: string;
          detail: string;
          id: string;
          kind: string;
          status: string;
          title: string;
        }[];
      };
      admin_record_factor_reset: {
        Args: { factor_count: number; member_id: string };
        Returns: undefined;
      };
      admin_remove_team_member: {
        Args: { member_id: string };
        Returns: undefined;
      };
      admin_restore_deleted: {
        Args: { row_id: string; table_name: string };
        Returns: undefined;
      };
      admin_search: {
        Args: { max_rows?: number; term: string };
        Returns: {
          created_at: string;
          detail: string;
          id: string;
          kind: string;
          title: string;
        }[];
      };
      admin_set_team_role: {
        Args: {
          member_id: string;
          member_role: Database['public']['Enums']['team_role'];
        };
        Returns: undefined;
      };
      admin_team: {
        Args: Record<PropertyKey, never>;
        Returns: {
          created_at: string;
          email: string;
          invited_by: string;
          last_sign_in_at: string;
          role: Database['public']['Enums']['team_role'];
          user_id: string;
        }[];
      };
      admin_team_members: {
        Args: Record<PropertyKey, never>;
        Returns: {
          email: string;
          user_id: string;
        }[];
      };
      admin_unread_counts: { Args: Record<PropertyKey, never>; Returns: Json };
      agenda_order: {
        Args: {
          consultation: Database['public']['Tables']['consultations']['Row'];
        };
        Returns: number;
      };
      cast_blog_vote: {
        Args: {
          blog_id: string;
          source_address: string;
          visitor_id: string;
          vote: string;
        };
        Returns: {
          current_vote: string;
          downvotes: number;
          upvotes: number;
        }[];
      };
      claim_team_emails: {
        Args: { for_lead?: string };
        Returns: {
          actor_email: string | null;
          attempts: number;
          created_at: string;
          digest: Json | null;
          digest_day: string | null;
          id: string;
          inbox: string | null;
          kind: string;
          last_error: string | null;
          lead_id: string | null;
          lead_name: string | null;
          recipient: string;
          recipient_id: string;
          sent_at: string | null;
          status: string;
          topic: string | null;
          updated_at: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'team_emails';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      claim_visitor_emails: {
        Args: { retry_ids?: string[] };
        Returns: {
          amount_cents: number | null;
          attempts: number;
          booking_id: string | null;
          calendar_sequence: number;
          consultation_id: string | null;
          created_at: string;
          currency: string | null;
          ends_at: string | null;
          enrollment_id: string | null;
          id: string;
          kind: string;
          last_error: string | null;
          locale: string;
          location: string | null;
          participant_id: string | null;
          partner_application_id: string | null;
          recipient: string;
          recipient_name: string;
          scheduled_for: string | null;
          sent_at: string | null;
          status: string;
          topic: string | null;
          updated_at: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'visitor_emails';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      confirm_consultation_email: {
        Args: { code?: string; email?: string; link_token?: string };
        Returns: {
          consultation_id: string;
          full_name: string;
          scheduled_for: string;
          service: string;
        }[];
      };
      consultation_days: {
        Args: { from_day: string; to_day: string };
        Returns: {
          closes_at: string;
          day: string;
          note: string;
          opens_at: string;
        }[];
      };
      consultation_slots: {
        Args: { from_day: string; to_day: string };
        Returns: {
          ends_at: string;
          is_taken: boolean;
          starts_at: string;
        }[];
      };
      consultation_taken_slots: { Args: { day: string }; Returns: string[] };
      current_team_role: {
        Args: Record<PropertyKey, never>;
        Returns: Database['public']['Enums']['team_role'];
      };
      custom_access_token_hook: { Args: { event: Json }; Returns: Json };
      hold_consultation: {
        Args: { fields: Json; source_address: string };
        Returns: {
          code: string;
          email_id: string;
          hold_expires_at: string;
          reference: string;
          token: string;
        }[];
      };
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean };
      reconcile_stripe_event: {
        Args: {
          amount_cents: number;
          currency: string;
          event_id: string;
          event_type: string;
          fully_refunded?: boolean;
          payment_intent_id: string;
          payment_method_id: string;
        };
        Returns: string;
      };
      restore_revision: { Args: { revision_id: number }; Returns: number };
      run_consultation_jobs: { Args: Record<PropertyKey, never>; Returns: Json };
      run_team_jobs: { Args: { at?: string }; Returns: Json };
      rwanda_public_holidays: {
        Args: { from_day: string; to_day: string };
        Returns: {
          day: string;
          name: string;
        }[];
      };
      save_project: {
        Args: { project: Json; project_id?: string; team?: string[] };
        Returns: string;
      };
      slug_redirects: {
        Args: Record<PropertyKey, never>;
        Returns: {
          kind: string;
          old_slug: string;
          slug: string;
        }[];
      };
      submit_public_form: {
        Args: { fields: Json; form_name: string; source_address: string };
        Returns: string;
      };
      visitor_cancel_consultation: {
        Args: { consultation_id: string };
        Returns: undefined;
      };
      visitor_consultation: {
        Args: { consultation_id: string };
        Returns: {
          full_name: string;
          id: string;
          scheduled_for: string;
          service: string;
          status: Database['public']['Enums']['submission_status'];
        }[];
      };
      visitor_reschedule_consultation: {
        Args: { consultation_id: string; scheduled_for: string };
        Returns: string;
      };
    };
    Enums: {
      application_status: 'pending' | 'reviewing' | 'accepted' | 'rejected';
      blog_category: 'Event Management' | 'Marketing' | 'Protocol' | 'Technology';
      booking_status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
      payment_status: 'unpaid' | 'paid' | 'failed' | 'refunded';
      submission_status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
      team_role: 'owner' | 'editor' | 'sales';
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      application_status: ['pending', 'reviewing', 'accepted', 'rejected'],
      blog_category: ['Event Management', 'Marketing', 'Protocol', 'Technology'],
      booking_status: ['pending', 'confirmed', 'completed', 'cancelled'],
      payment_status: ['unpaid', 'paid', 'failed', 'refunded'],
      submission_status: ['pending', 'confirmed', 'completed', 'cancelled'],
      team_role: ['owner', 'editor', 'sales'],
    },
  },
} as const;
